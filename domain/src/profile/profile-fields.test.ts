import { describe, expect, it } from 'vitest';
import {
  AvatarUrlSchema,
  CountryCodeSchema,
  EmailSchema,
  LocationSchema,
  MobileNumberSchema,
  OptionalAvatarUrlSchema,
  OptionalEmailSchema,
  PersonNameSchema,
  PROFILE_MESSAGES,
  ProfileIdSchema,
} from './profile-fields.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('PersonNameSchema', () => {
  it('trims a name and asks for at least 2 characters', () => {
    expect(PersonNameSchema.parse('  Budi ')).toBe('Budi');
    expect(messageOf(PersonNameSchema.safeParse(' B '))).toBe('Tulis minimal 2 karakter, ya.');
  });
});

describe('EmailSchema', () => {
  it('accepts an address, trimmed and lower-cased', () => {
    expect(EmailSchema.parse('  Budi.Santoso@Gmail.com ')).toBe('budi.santoso@gmail.com');
  });

  it.each(['budi', 'budi@', 'budi@gmail', 'bu di@gmail.com', `${'a'.repeat(250)}@x.co`, 42])(
    'refuses %s with the e-mail message',
    (value) => {
      expect(messageOf(EmailSchema.safeParse(value))).toBe(PROFILE_MESSAGES.email);
    },
  );

  it('reads a cleared field as no e-mail', () => {
    expect(OptionalEmailSchema.parse('  ')).toBeNull();
    expect(OptionalEmailSchema.parse(null)).toBeNull();
  });
});

describe('AvatarUrlSchema', () => {
  it.each(['https://cdn.example.id/a/1.png', 'http://localhost:3000/a.png', '/images/avatars/3.png'])(
    'accepts %s',
    (value) => {
      expect(AvatarUrlSchema.parse(value)).toBe(value);
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/a.png',
    'avatar.png',
    `https://x.co/${'a'.repeat(2048)}`,
  ])('refuses %s, which must never reach an <img src>', (value) => {
    expect(messageOf(AvatarUrlSchema.safeParse(value))).toBe(PROFILE_MESSAGES.avatarUrl);
  });

  it('reads a cleared field as no avatar', () => {
    expect(OptionalAvatarUrlSchema.parse('')).toBeNull();
  });
});

describe('MobileNumberSchema and CountryCodeSchema', () => {
  it('normalises an Indonesian mobile number to E.164', () => {
    expect(MobileNumberSchema.parse('0812-3456-7890')).toBe('+6281234567890');
    expect(MobileNumberSchema.parse('+62 812 3456 7890')).toBe('+6281234567890');
  });

  it('refuses a landline or letters with the lead form’s phone message', () => {
    expect(messageOf(MobileNumberSchema.safeParse('(021) 555 1234'))).toBe(
      'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter',
    );
    expect(messageOf(MobileNumberSchema.safeParse('0812abc'))).toBe(PROFILE_MESSAGES.phoneNumber);
  });

  it('serves only +62', () => {
    expect(CountryCodeSchema.parse(' +62')).toBe('+62');
    expect(messageOf(CountryCodeSchema.safeParse('+60'))).toBe(PROFILE_MESSAGES.countryCode);
  });
});

describe('LocationSchema', () => {
  it('takes a province and a city', () => {
    expect(LocationSchema.parse({ province: ' Jawa Barat ', city: 'Kota Bandung' })).toEqual({
      province: 'Jawa Barat',
      city: 'Kota Bandung',
    });
  });

  it('asks for the part that is missing', () => {
    expect(messageOf(LocationSchema.safeParse({ province: '', city: 'Bandung' }))).toBe(
      PROFILE_MESSAGES.province,
    );
    expect(messageOf(LocationSchema.safeParse({ province: 'Jawa Barat' }))).toBe(PROFILE_MESSAGES.city);
    expect(messageOf(LocationSchema.safeParse('Bandung'))).toBe(PROFILE_MESSAGES.province);
  });
});

describe('ProfileIdSchema', () => {
  it('accepts a UUID and refuses anything else before it reaches a uuid column', () => {
    expect(ProfileIdSchema.parse('0b7e7a4e-58a4-4c47-9d8b-1f0c2f7e6a11')).toBe(
      '0b7e7a4e-58a4-4c47-9d8b-1f0c2f7e6a11',
    );
    expect(messageOf(ProfileIdSchema.safeParse('1; drop table users'))).toBe('Pilih profil dulu, ya.');
    expect(messageOf(ProfileIdSchema.safeParse(7))).toBe('Pilih profil dulu, ya.');
  });
});
