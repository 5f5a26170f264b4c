import { z } from 'zod';
import { ProfileIdSchema } from './profile-fields.ts';

/**
 * Body of `POST {api}/user-management/v1/users/switcher` (docs/product §7): the student profile to
 * switch to, with docs/product's own spelling of the field.
 *
 * @example
 * SwitchProfileSchema.parse({ switchTouserId: '0b7e…' });
 */
export const SwitchProfileSchema = z.object({
  switchTouserId: ProfileIdSchema,
});

export type SwitchProfile = z.output<typeof SwitchProfileSchema>;
