import {
  ADD_PARENT,
  ADD_STUDENT,
  REGISTER_STUDENT,
  SWITCH_PROFILE,
  UPDATE_STUDENT_PROFILE,
  USER_PROFILES,
  VERIFY_EMAIL,
} from '@bimbel/domain/contracts/endpoints';
import type {
  addParentContract,
  addStudentContract,
  registerStudentContract,
  switchProfileContract,
  updateStudentProfileContract,
  userProfilesContract,
  verifyEmailContract,
} from '@bimbel/domain/contracts/users-contracts';
import { defineCall } from './define-call.ts';

/** The caller and its family (no tokens), to merge into the stored session. */
export const getUserProfiles = defineCall<typeof userProfilesContract>(USER_PROFILES);
/** Switches to another profile of the family; the new tokens come as cookies. */
export const switchProfile = defineCall<typeof switchProfileContract>(SWITCH_PROFILE);
/** Updates a student's profile. */
export const updateStudentProfile = defineCall<typeof updateStudentProfileContract>(UPDATE_STUDENT_PROFILE);
/** Ends sign-up with the register token. */
export const registerStudent = defineCall<typeof registerStudentContract>(REGISTER_STUDENT);
/** A student's own account adds its parent's name and number (the checkout, decision 081). */
export const addParent = defineCall<typeof addParentContract>(ADD_PARENT);
/** A parent adds a child. */
export const addStudent = defineCall<typeof addStudentContract>(ADD_STUDENT);
/** Verifies an e-mail address with the link's token. */
export const verifyEmail = defineCall<typeof verifyEmailContract>(VERIFY_EMAIL);
