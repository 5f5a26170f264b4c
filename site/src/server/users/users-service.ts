import { Hono } from 'hono';
import { ApiError } from '../http/api-error.ts';
import type { BackendEnv } from '../http/backend-context.ts';
import { requireAuth } from '../http/guards.ts';
import type { BackendService } from '../http/services.ts';
import { addParent } from './add-parent.ts';
import { addStudent } from './add-student.ts';
import { loadCallerFamily } from './caller-family.ts';
import { verifyEmailWithToken } from './email-verification.ts';
import { registerUser } from './register-user.ts';
import { buildSessionUserData } from './session-data.ts';
import { switchProfile } from './switch-profile.ts';
import { updateStudentProfile } from './update-student-profile.ts';
import { USER_MESSAGES } from './user-messages.ts';

/** Users and profiles (SPEC §7 `{api}/user-management/…`): profiles, switching, onboarding, e-mail. */
export const usersService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();
  const auth = requireAuth(deps);

  // The header refreshes the profile once per load and merges it (SPEC §4): the caller as
  // primary user, its family, no tokens.
  app.get('/user-management/v1/users/user-profiles', auth, async (c) => {
    const { db } = await deps.database();
    const { caller, users } = await loadCallerFamily(db, c.var.auth);
    return c.json({ data: buildSessionUserData(users, caller) });
  });

  app.post('/user-management/v1/users/switcher', auth, (c) => switchProfile(c, deps));
  app.put('/user-management/v2/students/profile', auth, (c) => updateStudentProfile(c, deps));
  app.put('/user-management/v3/students/register', (c) => registerUser(c, deps));
  app.post('/user-management/v3/students/:id/parent', auth, (c) => addParent(c, deps));
  app.post('/user-management/v3/students', auth, (c) => addStudent(c, deps));

  // Opened from the e-mail's link, possibly on another device: the token is the credential.
  app.put('/user-management/v1/users/verify-email/:token', async (c) => {
    const { db } = await deps.database();
    const verified = await verifyEmailWithToken(db, c.req.param('token'), deps.now());
    if (!verified)
      throw new ApiError(404, 'verification_link_invalid', USER_MESSAGES.verificationLinkInvalid);
    return c.json({ data: { verified: true } });
  });

  return app;
};
