import { z } from 'zod';
import { AddParentSchema } from '../profile/add-parent.ts';
import { AddStudentSchema } from '../profile/add-student.ts';
import { ProfileIdSchema } from '../profile/profile-fields.ts';
import { RegisterUserSchema } from '../profile/register-user.ts';
import { SwitchProfileSchema } from '../profile/switch-profile.ts';
import { UpdateStudentProfileSchema } from '../profile/update-student-profile.ts';
import { SessionUserDataSchema, UserProfileSchema } from '../session/session-user-data.ts';
import { TokenPairSchema } from './auth-contracts.ts';
import { defineContract } from './contract.ts';
import {
  ADD_PARENT,
  ADD_STUDENT,
  REGISTER_STUDENT,
  SWITCH_PROFILE,
  UPDATE_STUDENT_PROFILE,
  USER_PROFILES,
  VERIFY_EMAIL,
} from './endpoints.ts';

export const userProfilesContract = defineContract({
  endpoint: USER_PROFILES,
  service: 'users',
  summary: 'The caller as primary user with its family (no tokens); the header merges it once per load.',
  auth: 'bearer',
  response: SessionUserDataSchema,
  errors: [],
});

export const switchProfileContract = defineContract({
  endpoint: SWITCH_PROFILE,
  service: 'users',
  summary: 'Switches the session to another profile of the same family: a new token pair.',
  auth: 'bearer',
  body: SwitchProfileSchema,
  response: TokenPairSchema,
  errors: ['forbidden'],
});

export const updateStudentProfileContract = defineContract({
  endpoint: UPDATE_STUDENT_PROFILE,
  service: 'users',
  summary: 'Updates a student of the caller’s family (a parent names it by student_id).',
  auth: 'bearer',
  body: UpdateStudentProfileSchema,
  response: UserProfileSchema.extend({
    email_verified: z.boolean(),
    verification_email_sent: z.boolean(),
    message: z.string(),
  }),
  errors: ['forbidden', 'rate_limited'],
});

export const registerStudentContract = defineContract({
  endpoint: REGISTER_STUDENT,
  service: 'users',
  summary: 'Ends onboarding with the register token: creates the family and logs it in.',
  auth: 'none',
  body: RegisterUserSchema,
  response: SessionUserDataSchema,
  errors: ['register_token_invalid', 'account_exists'],
});

export const addParentContract = defineContract({
  endpoint: ADD_PARENT,
  service: 'users',
  summary: 'Adds the parent to the family of student {id} (the caller’s own family only).',
  auth: 'bearer',
  params: z.object({ id: ProfileIdSchema }),
  body: AddParentSchema,
  response: SessionUserDataSchema,
  successStatus: [201],
  errors: ['forbidden', 'parent_exists'],
});

export const addStudentContract = defineContract({
  endpoint: ADD_STUDENT,
  service: 'users',
  summary: 'A parent adds a child to the family (ours).',
  auth: 'bearer',
  body: AddStudentSchema,
  response: SessionUserDataSchema,
  successStatus: [201],
  errors: ['forbidden', 'too_many_students'],
});

export const verifyEmailContract = defineContract({
  endpoint: VERIFY_EMAIL,
  service: 'users',
  summary: 'Verifies an e-mail address with the token of the e-mail’s link (the token is the credential).',
  auth: 'none',
  params: z.object({ token: z.string().min(1) }),
  response: z.object({ verified: z.literal(true) }),
  errors: ['verification_link_invalid'],
});
