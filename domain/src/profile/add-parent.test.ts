import { describe, expect, it } from 'vitest';
import { AddParentSchema } from './add-parent.ts';

describe('AddParentSchema', () => {
  it('takes a name and a WhatsApp number, +62 by default, in E.164', () => {
    expect(AddParentSchema.parse({ name: ' Ibu Sari ', phone_number: '0812-3456-7890' })).toEqual({
      name: 'Ibu Sari',
      country_code: '+62',
      phone_number: '+6281234567890',
    });
  });

  it.each([
    [{ phone_number: '081234567890' }, 'name', 'Tulis minimal 2 karakter, ya.'],
    [
      { name: 'Ibu Sari', phone_number: '021 555 1234' },
      'phone_number',
      'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter',
    ],
    [{ name: 'Ibu Sari' }, 'phone_number', 'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter'],
    [
      { name: 'Ibu Sari', country_code: '+1', phone_number: '081234567890' },
      'country_code',
      'Saat ini kami baru melayani nomor Indonesia (+62).',
    ],
  ])('refuses %j', (body, field, message) => {
    const issue = AddParentSchema.safeParse(body).error?.issues[0];
    expect([issue?.path.join('.'), issue?.message]).toEqual([field, message]);
  });
});
