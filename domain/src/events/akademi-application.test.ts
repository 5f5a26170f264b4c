import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/to-field-errors.ts';
import { AKADEMI_MESSAGES, AkademiApplicationSchema } from './akademi-application.ts';

const valid = {
  name: 'Dewi Lestari',
  phone: '+62 812-3456-7890',
  email: 'Dewi@Contoh.id',
  province: 'Jawa Barat',
  city: 'Bandung',
  subjects: ['matematika'],
  levels: ['SMP', 'SD'],
  experience: '3-5',
  motivation: '  Saya senang mengajar.\nTerutama pecahan.  ',
  consent: true,
};

const errorsOf = (input: unknown) =>
  toFieldErrors(AkademiApplicationSchema.safeParse(input).error?.issues ?? []);

describe('AkademiApplicationSchema', () => {
  it('accepts an application: E.164 number, lower-cased email, levels in school order, trimmed motivation', () => {
    expect(AkademiApplicationSchema.parse(valid)).toEqual({
      ...valid,
      phone: '+6281234567890',
      email: 'dewi@contoh.id',
      levels: ['SD', 'SMP'],
      motivation: 'Saya senang mengajar.\nTerutama pecahan.',
    });
  });

  it('stores a blank or missing motivation as null and drops repeated choices', () => {
    expect(AkademiApplicationSchema.parse({ ...valid, motivation: '  ' }).motivation).toBeNull();
    const { motivation: _, ...withoutMotivation } = valid;
    expect(AkademiApplicationSchema.parse(withoutMotivation).motivation).toBeNull();
    expect(AkademiApplicationSchema.parse({ ...valid, subjects: ['fisika', 'matematika', 'fisika'] }).subjects).toEqual([
      'matematika',
      'fisika',
    ]);
  });

  it('names every wrong field with its Indonesian message', () => {
    expect(
      errorsOf({
        name: '',
        phone: '12',
        email: 'dewi',
        province: 'Atlantis',
        city: 'B',
        subjects: [],
        levels: ['TK'],
        experience: '10',
        motivation: 'x'.repeat(501),
        consent: false,
      }),
    ).toEqual({
      name: AKADEMI_MESSAGES.name,
      phone: AKADEMI_MESSAGES.phone,
      email: AKADEMI_MESSAGES.email,
      province: AKADEMI_MESSAGES.province,
      city: AKADEMI_MESSAGES.city,
      subjects: AKADEMI_MESSAGES.subjects,
      'levels.0': AKADEMI_MESSAGES.levels,
      experience: AKADEMI_MESSAGES.experience,
      motivation: AKADEMI_MESSAGES.motivationTooLong,
      consent: AKADEMI_MESSAGES.consent,
    });
  });

  it('allows 500 characters of motivation with line breaks, refuses other control characters', () => {
    expect(AkademiApplicationSchema.safeParse({ ...valid, motivation: 'x'.repeat(500) }).success).toBe(true);
    expect(errorsOf({ ...valid, motivation: 'a\u0007b' }).motivation).toBe(AKADEMI_MESSAGES.motivation);
  });

  it('refuses a subject outside the catalogue', () => {
    expect(errorsOf({ ...valid, subjects: ['biologi'] })['subjects.0']).toBe(AKADEMI_MESSAGES.subjects);
  });
});
