import { describe, expect, it } from 'vitest';
import { createUuidSchema, isUuid, UUID_PATTERN, UUID_PATTERN_SOURCE } from './uuid.ts';

const V4 = '0b7e7a4e-58a4-4c47-9d8b-1f0c2f7e6a11';

describe('UUID_PATTERN', () => {
  it('accepts the ids PostgreSQL prints, of any version, in either case', () => {
    for (const id of [
      V4,
      V4.toUpperCase(),
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-0000-0000-000000000000',
    ]) {
      expect(UUID_PATTERN.test(id), id).toBe(true);
    }
  });

  it('refuses text around, inside or instead of a UUID', () => {
    for (const text of [
      '',
      'bukan-uuid',
      `${V4} `,
      ` ${V4}`,
      `${V4}0`,
      V4.replaceAll('-', ''),
      V4.replace('a', 'g'),
      `${V4}\n`,
      "1' or '1'='1",
    ]) {
      expect(UUID_PATTERN.test(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('builds bigger patterns from its source', () => {
    const videoPath = new RegExp(`^/tanya/(${UUID_PATTERN_SOURCE})/([^/]+)$`);
    expect(videoPath.exec(`/tanya/${V4}/soal`)?.[1]).toBe(V4);
    expect(videoPath.test(`/tanya/${V4.toUpperCase()}/soal`)).toBe(false);
  });
});

describe('isUuid', () => {
  it('is true only for UUID strings', () => {
    expect(isUuid(V4)).toBe(true);
    expect(isUuid('1; drop table users')).toBe(false);
    expect(isUuid(7)).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});

describe('createUuidSchema', () => {
  const ChallengeIdSchema = createUuidSchema('Kode sudah tidak berlaku. Minta kode baru, ya.');

  it('passes a UUID through unchanged', () => {
    expect(ChallengeIdSchema.parse(V4)).toBe(V4);
  });

  it('answers malformed text and other types with its one message', () => {
    for (const value of ['bukan-uuid', 7, null, undefined]) {
      const result = ChallengeIdSchema.safeParse(value);
      expect(
        result.error?.issues.map((issue) => issue.message),
        String(value),
      ).toEqual(['Kode sudah tidak berlaku. Minta kode baru, ya.']);
    }
  });
});
