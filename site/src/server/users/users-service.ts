import {
  addParentContract,
  addStudentContract,
  registerStudentContract,
  switchProfileContract,
  updateStudentProfileContract,
  userProfilesContract,
  verifyEmailContract,
} from '@bimbel/domain/contracts/users-contracts';
import { Hono } from 'hono';
import { ApiError } from '../http/api-error.ts';
import type { BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { addParent } from './add-parent.ts';
import { addStudent } from './add-student.ts';
import { loadCallerFamily } from './caller-family.ts';
import { verifyEmailWithToken } from './email-verification.ts';
import { registerUser } from './register-user.ts';
import { buildSessionUserData } from './session-data.ts';
import { switchProfile } from './switch-profile.ts';
import { updateStudentProfile } from './update-student-profile.ts';
import { USER_MESSAGES } from './user-messages.ts';

/** Users and profiles (docs/product §7 `{api}/user-management/…`): profiles, switching, onboarding, e-mail. */
export const usersService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  // The header refreshes the profile once per load and merges it (docs/product §4): the caller as
  // primary user, its family, no tokens.
  serve(app, deps, userProfilesContract, async (c) => {
    const { db } = await deps.database();
    const { caller, users } = await loadCallerFamily(db, c.var.auth);
    return respond(c, userProfilesContract, buildSessionUserData(users, caller));
  });

  serve(app, deps, switchProfileContract, (c, input) => switchProfile(c, deps, input));
  serve(app, deps, updateStudentProfileContract, (c, input) => updateStudentProfile(c, deps, input));
  // The register token is checked before the body's fields (a missing token is a 401 first).
  serve(app, deps, registerStudentContract, (c) => registerUser(c, deps), { bodyInHandler: true });
  serve(app, deps, addParentContract, (c, input) => addParent(c, deps, input));
  serve(app, deps, addStudentContract, (c, input) => addStudent(c, deps, input));

  // Opened from the e-mail's link, possibly on another device: the token is the credential.
  serve(app, deps, verifyEmailContract, async (c, { params }) => {
    const { db } = await deps.database();
    const verified = await verifyEmailWithToken(db, params.token, deps.now());
    if (!verified)
      throw new ApiError(404, 'verification_link_invalid', USER_MESSAGES.verificationLinkInvalid);
    return respond(c, verifyEmailContract, { verified: true });
  });

  return app;
};
