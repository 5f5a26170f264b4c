import { TANYA_VIDEO_VIEW } from '@bimbel/domain/contracts/tanya-view-endpoint';
import { readStoredUserData, toStoredUser } from '../session/stored-user.ts';

/*
 * The Tanya video page's one call (decision 078). That page keeps to an 85 KB client-JS budget
 * outside the app-wide providers, so this is a bare `fetch` rather than the wretch client of
 * defineCall — the same contract and address (tanyaVideoViewContract). It imports no module the
 * app's pages load: a module shared with them is split into a chunk of its own, and every app
 * page would then load one more file. So the two values it shares with them are written here (the stored
 * session is read by session/stored-user.ts, shared with the page's account corner),
 * and tanya-view-calls.test.ts holds them equal to their originals.
 */

/** lib/api-client.ts's request-id header (that module brings wretch). */
export const REQUEST_ID_HEADER = 'x-request-id';
/** PUBLIC_ENV.hosts.api (lib/public-env.ts): the main API's base, '' = this site; no trailing slash. */
export const API_BASE = (import.meta.env.WAKU_PUBLIC_API_URL ?? '').trim().replace(/\/+$/, '');

export type TanyaViewOutcome = 'recorded' | 'no-session' | 'refused';

/** Whether this browser holds a student's session: `USER_DATA` names a student as the profile in use. */
function studentSessionStored(): boolean {
  return toStoredUser(readStoredUserData())?.role === 'student';
}

function post(questionId: string): Promise<Response> {
  const path = TANYA_VIDEO_VIEW.path.replace('{id}', encodeURIComponent(questionId));
  return fetch(`${API_BASE}${path}`, {
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
