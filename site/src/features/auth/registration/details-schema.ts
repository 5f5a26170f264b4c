import {
  ParentDetailsFormSchema,
  StudentDetailsFormSchema,
} from '@bimbel/domain/profile/student-details-form';
import type { Role } from '@bimbel/domain/catalogue/role';

/** The details schema of a role: the same rules the register call applies. */
export function detailsSchemaFor(role: Role) {
  return role === 'parent' ? ParentDetailsFormSchema : StudentDetailsFormSchema;
}
