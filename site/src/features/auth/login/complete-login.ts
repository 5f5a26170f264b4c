import { LOGGED_IN_FROM_PAGE_KEY } from '@bimbel/domain/constants/storage-keys';
import { classifyUserFlow } from '@bimbel/domain/session/classify-user-flow';
import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import { localStore } from '#site/lib/browser-storage.ts';
import { identifySessionUser } from '#site/lib/session/session-actions.ts';
import { sessionOwner } from '#site/lib/session/session-store.ts';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';
import { goToPageAfterLogin, peekRedirectAfterLogin } from '#site/lib/session/redirect-after-login.ts';
import {
  draftForNumber,
  readRegistrationDraft,
  writeRegistrationDraft,
} from '../registration/registration-draft.ts';
import { loggedInFromPage, nextStepAfterLogin } from './login-outcome.ts';

/**
 * After a successful OTP verify: stores the session (tokens stripped: they are in the
 * HttpOnly cookies the answer set), tells analytics who logged in and how (docs/product §4's user
 * flow), and moves on — to the sign-up steps with a register token, to choosing a student in
 * a family with several, else to the remembered page or /bimbel. Always with a page load: the
 * next page starts from the new session's cookies and stored data, and nothing of the login
 * page (its busy button's announcement included) lingers.
 */
export function completeLogin(data: SessionUserData, phoneE164: string): void {
  const { flow, multipleStudents } = classifyUserFlow(data);
  const fromPage = loggedInFromPage({
    stored: localStore.get(LOGGED_IN_FROM_PAGE_KEY),
    redirectPath: peekRedirectAfterLogin(),
    referrer: document.referrer,
    origin: window.location.origin,
  });
  const next = nextStepAfterLogin(data, peekRedirectAfterLogin());
  if (next === 'register') {
    // A sign-up in progress: no profile, no expiry, only the register token.
    sessionOwner.startSignUp(data.register_token);
    writeRegistrationDraft(draftForNumber(readRegistrationDraft(), phoneE164));
  } else {
    sessionOwner.login(data);
    identifySessionUser();
  }
  trackEvent('Login', {
    user_flow: flow,
    multiple_students: multipleStudents,
    logged_in_from_page: fromPage,
  });
  localStore.remove(LOGGED_IN_FROM_PAGE_KEY);

  if (next === 'register') window.location.assign('/user/select-role');
  else if (next === 'choose-student') window.location.assign('/user/select-student');
  else goToPageAfterLogin();
}
