import { z } from 'zod';
import { COUNTRY_CODE } from '../catalogue/country-code.ts';
import { CountryCodeSchema, MobileNumberSchema, PersonNameSchema } from './profile-fields.ts';

/**
 * Body of `POST {api}/user-management/v3/students/{id}/parent` (docs/product §7, payload "not shown":
 * ours): the parent's name and WhatsApp number. `country_code` defaults to +62, the only one
 * served; `phone_number` may be typed with or without it and comes out in E.164.
 *
 * @example
 * AddParentSchema.parse({ name: 'Ibu Sari', phone_number: '0812-3456-7890' });
 * // { name: 'Ibu Sari', country_code: '+62', phone_number: '+6281234567890' }
 */
export const AddParentSchema = z.object({
  name: PersonNameSchema,
  country_code: CountryCodeSchema.default(COUNTRY_CODE),
  phone_number: MobileNumberSchema,
});

export type AddParentInput = z.input<typeof AddParentSchema>;
export type AddParent = z.output<typeof AddParentSchema>;
