import { SESSION_USER_DATA_KEY } from '@bimbel/domain/constants/storage-keys';
import { TANYA_VIDEO_VIEW } from '@bimbel/domain/contracts/tanya-view-endpoint';
import { PUBLIC_ENV } from '../public-env.ts';

/*
 * The Tanya video page's one call (decision 078). That page keeps to an 85 KB client-JS budget
 * outside the app-wide providers, so this is a bare `fetch` rather than the wretch client of
 * defineCall — the same contract and address (tanyaVideoViewContract), and no module the app's
 * pages load, so their chunks stay as they were. `keepalive` lets it finish when the student
 * leaves the page right after pressing play.
 */

/** Same header as lib/api-client.ts sends (not imported: that module brings wretch). */
const REQUEST_ID_HEADER = 'x-request-id';

export type TanyaViewOutcome = 'recorded' | 'no-session' | 'refused';

/**
 * Whether this browser holds a student's session: `USER_DATA` (stored-session.ts's shape, read
 * here with the one field that matters) names a student as the profile in use.
 */
function studentSessionStored(): boolean {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(SESSION_USER_DATA_KEY) ?? 'null') as {
      primary_user?: { role?: unknown } | null;
    } | null;
    return stored?.primary_user?.role === 'student';
  } catch {
    return false;
  }
}

function post(questionId: string): Promise<Response> {
  const path = TANYA_VIDEO_VIEW.path.replace('{id}', encodeURIComponent(questionId));
  return fetch(`${PUBLIC_ENV.hosts[TANYA_VIDEO_VIEW.host]}${path}`, {
    method: TANYA_VIDEO_VIEW.method,
    credentials: 'include',
    keepalive: true,
    headers: { Accept: 'application/json', [REQUEST_ID_HEADER]: crypto.randomUUID() },
  });
}

/**
 * Tells the server the logged-in student played this Tanya video (`POST …/tanya/questions/{id}/views`).
 * Only with a student's session in this browser: an anonymous visitor or a parent's profile
 * sends nothing. An expired access token is renewed once, by the app's own renewal (loaded only
 * then), and the call repeated. Never throws: a lost view is not worth an error under a video.
 */
export async function recordTanyaView(questionId: string): Promise<TanyaViewOutcome> {
  if (!studentSessionStored()) return 'no-session';
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
