import { SESSION_USER_DATA_KEY } from '@bimbel/domain/constants/storage-keys';
import { buildEndpointPath } from '@bimbel/domain/contracts/endpoint';
import { TANYA_VIDEO_VIEW } from '@bimbel/domain/contracts/endpoints';
import { localStore } from '../browser-storage.ts';
import { PUBLIC_ENV } from '../public-env.ts';
import { readStoredSession } from '../session/stored-session.ts';

/*
 * The Tanya video page's one call (decision 078). That page keeps to an 85 KB client-JS budget
 * outside the app-wide providers, so this is a bare `fetch` rather than the wretch client of
 * defineCall: same contract and address, no library. `keepalive` lets it finish when the student
 * leaves the page right after pressing play.
 */

/** Same header name as lib/api-client.ts (not imported: that module brings wretch). */
const REQUEST_ID_HEADER = 'x-request-id';

export type TanyaViewOutcome = 'recorded' | 'no-session' | 'refused';

function post(questionId: string) {
  const target = TANYA_VIDEO_VIEW;
  const url = `${PUBLIC_ENV.hosts[target.host === 'site' ? 'api' : target.host]}${buildEndpointPath(target, { id: questionId })}`;
  return fetch(url, {
    method: target.method,
    credentials: 'include',
    keepalive: true,
    headers: { Accept: 'application/json', [REQUEST_ID_HEADER]: crypto.randomUUID() },
  });
}

/**
 * Tells the server the logged-in student played this Tanya video (`POST …/tanya/questions/{id}/views`).
 * Only with a student's session in this browser (`USER_DATA`): an anonymous visitor or a
 * parent's profile sends nothing. An expired access token is renewed once, with the app's own
 * renewal (loaded only then), and the call repeated. Never throws: a lost view is not worth an
 * error in front of a video.
 */
export async function recordTanyaView(questionId: string): Promise<TanyaViewOutcome> {
  const session = readStoredSession(localStore.get(SESSION_USER_DATA_KEY));
  if (session?.primary_user?.role !== 'student') return 'no-session';
  try {
    let response = await post(questionId);
    if (response.status === 401) {
      const { renewSessionOutsideTheApp } = await import('../session/renew-outside-app.ts');
      if (!(await renewSessionOutsideTheApp())) return 'refused';
      response = await post(questionId);
    }
    return response.ok ? 'recorded' : 'refused';
  } catch {
    return 'refused';
  }
}
