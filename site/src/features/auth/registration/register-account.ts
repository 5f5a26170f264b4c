import type { Location } from '@bimbel/domain/profile/profile-fields';
import { toRegisterUserInput, type RegistrationAnswers } from '@bimbel/domain/profile/registration-payload';
import {
  ParentDetailsFormSchema,
  StudentDetailsFormSchema,
  type ParentDetailsForm,
  type StudentDetailsForm,
} from '@bimbel/domain/profile/student-details-form';
import { registerStudent } from '#site/lib/api/user-calls.ts';
import { identifySessionUser } from '#site/lib/session/session-actions.ts';
import { sessionOwner } from '#site/lib/session/session-store.ts';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';
import { clearRegistrationDraft, type RegistrationDraft } from './registration-draft.ts';

/** The details of the draft with their role, checked again (storage can be edited by hand). */
export type CheckedDetails =
  { role: 'student'; details: StudentDetailsForm } | { role: 'parent'; details: ParentDetailsForm };

/** The draft's role and details when they still pass the rules, else null. */
export function checkDraftDetails(draft: RegistrationDraft): CheckedDetails | null {
  if (draft.role === 'student') {
    const details = StudentDetailsFormSchema.safeParse(draft.details ?? {});
    return details.success ? { role: 'student', details: details.data } : null;
  }
  if (draft.role === 'parent') {
    const details = ParentDetailsFormSchema.safeParse(draft.details ?? {});
    return details.success ? { role: 'parent', details: details.data } : null;
  }
  return null;
}

/** All answers of the steps, ready for the register call. */
export function withLocation(checked: CheckedDetails, location: Location): RegistrationAnswers {
  return checked.role === 'student' ? { ...checked, location } : { ...checked, location };
}

/**
 * `PUT /user-management/v3/students/register` with the register token: the family is created
 * and logged in at once (the answer is session user data with tokens, and sets the auth
 * cookies), so the session is stored like after a login and the draft forgotten.
 */
export async function registerAccount(answers: RegistrationAnswers, registerToken: string): Promise<void> {
  const data = await registerStudent({
    body: { ...toRegisterUserInput(answers), register_token: registerToken },
  });
  sessionOwner.register(data);
  clearRegistrationDraft();
  identifySessionUser();
  trackEvent('Registration Completed', { role: answers.role });
}
