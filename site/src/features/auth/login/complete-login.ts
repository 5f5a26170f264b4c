import { LOGGED_IN_FROM_PAGE_KEY } from '@bimbel/domain/constants/storage-keys';
import { classifyUserFlow } from '@bimbel/domain/session/classify-user-flow';
import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import { localStore } from '../../../lib/browser-storage.ts';
import { identifySessionUser } from '../../../lib/session/session-actions.ts';
import { saveSession } from '../../../lib/session/session-store.ts';
import { trackEvent } from '../../../lib/telemetry/analytics.ts';
import { goToPageAfterLogin, peekRedirectAfterLogin } from '../redirect-after-login.ts';
import {
  draftForNumber,
  readRegistrationDraft,
  writeRegistrationDraft,
} from '../registration/registration-draft.ts';
import { loggedInFromPage, nextStepAfterLogin } from './login-outcome.ts';

/** Client navigation inside the flow (the router's push). */
type Navigate = (path: '/user/select-role' | '/user/select-student') => Promise<void>;

/**
 * After a successful OTP verify: stores the session (tokens stripped: they are in the
 * HttpOnly cookies the answer set), tells analytics who logged in and how (SPEC §4's user
 * flow), and moves on — to the sign-up steps with a register token, to choosing a student in
 * a family with several, else to the remembered page or /bimbel.
 */
export async function completeLogin(
  data: SessionUserData,
  phoneE164: string,
  navigate: Navigate,
): Promise<void> {
  const { flow, multipleStudents } = classifyUserFlow(data);
  const fromPage = loggedInFromPage({
    stored: localStore.get(LOGGED_IN_FROM_PAGE_KEY),
    redirectPath: peekRedirectAfterLogin(),
    referrer: document.referrer,
    origin: window.location.origin,
  });
  const next = nextStepAfterLogin(data);
  if (next === 'register') {
    // A sign-up in progress: no profile, no expiry, only the register token.
    saveSession(
      { primary_user: null, student_users: [], parent_user: null, register_token: data.register_token },
      null,
    );
    writeRegistrationDraft(draftForNumber(readRegistrationDraft(), phoneE164));
  } else {
    saveSession(data, data.primary_user?.expires_in ?? null);
    identifySessionUser();
  }
  trackEvent('Login', {
    user_flow: flow,
    multiple_students: multipleStudents,
    logged_in_from_page: fromPage,
  });
  localStore.remove(LOGGED_IN_FROM_PAGE_KEY);

  if (next === 'register') await navigate('/user/select-role');
  else if (next === 'choose-student') await navigate('/user/select-student');
  else goToPageAfterLogin();
}
