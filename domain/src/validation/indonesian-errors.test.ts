import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_CONTRACTS } from '../contracts/all-contracts.ts';
import { LocationSchema } from '../profile/profile-fields.ts';
import { StudentDetailsFormSchema } from '../profile/student-details-form.ts';
import { INDONESIAN_ERRORS, indonesianErrorMap } from './indonesian-errors.ts';

/** zod's English defaults ("Invalid input: expected object, received array"). */
const ENGLISH = /invalid input|expected|received|required|too (?:small|big)|must|invalid (?:type|option)/i;

/** Inputs no form sends but anyone can post. */
const HOSTILE: unknown[] = [
  undefined,
  null,
  [],
  JSON.parse('['.repeat(5_000) + ']'.repeat(5_000)),
  'x',
  42,
  true,
  {},
  { phone_number: 1, name: [], grade: {}, email: 'bukan-email', reason: 'x'.repeat(5_000) },
  { full_name: 'A', email: 'a@', province: '', city: 7, grade: '99', user_type: 'robot' },
  { from: '2026-13-45', to: 'kemarin', format: 'xml', limit: '-1', q: 'x'.repeat(500) },
];

const SCHEMAS = ALL_CONTRACTS.flatMap((contract) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = contract[part];
    return schema ? [[`${contract.endpoint.method} ${contract.endpoint.path} ${part}`, schema] as const] : [];
  }),
);

describe('the Indonesian error map (issue 13)', () => {
  it('leaves no English message on any contract schema, whatever is sent', () => {
    expect(SCHEMAS.length).toBeGreaterThan(10);
    for (const [name, schema] of SCHEMAS) {
      for (const [index, input] of HOSTILE.entries()) {
        const result = schema.safeParse(input, INDONESIAN_ERRORS);
        for (const issue of result.error?.issues ?? []) {
          expect(issue.message, `${name} ← input ${index}`).not.toMatch(ENGLISH);
        }
      }
    }
  });

  it('keeps every message a schema words itself, and replaces only zod defaults', () => {
    for (const [name, schema] of SCHEMAS) {
      for (const input of HOSTILE) {
        const plain = schema.safeParse(input).error?.issues ?? [];
        const mapped = schema.safeParse(input, INDONESIAN_ERRORS).error?.issues ?? [];
        expect(mapped.length, name).toBe(plain.length);
        plain.forEach((issue, index) => {
          if (!ENGLISH.test(issue.message)) expect(mapped[index]?.message, name).toBe(issue.message);
        });
      }
    }
    expect(
      StudentDetailsFormSchema.safeParse({ full_name: 'A', grade: '' }, INDONESIAN_ERRORS).error?.issues[0]
        ?.message,
    ).toBe('Tulis minimal 2 karakter, ya.');
    expect(LocationSchema.safeParse([], INDONESIAN_ERRORS).error?.issues[0]?.message).toBe(
      LocationSchema.safeParse([]).error?.issues[0]?.message,
    );
  });

  it('words the common issues in short Indonesian', () => {
    const message = (schema: z.ZodType, input: unknown) =>
      schema.safeParse(input, { error: indonesianErrorMap }).error?.issues[0]?.message;
    expect(message(z.object({ a: z.string() }), [])).toBe(
      'Data yang dikirim tidak sesuai. Periksa lagi, ya.',
    );
    expect(message(z.object({ a: z.string() }), {})).toBe('Isi kolom ini dulu, ya.');
    expect(message(z.object({ a: z.string() }), { a: 1 })).toBe('Isiannya tidak sesuai. Periksa lagi, ya.');
    expect(message(z.string().max(3), 'abcd')).toBe('Tulis maksimal 3 karakter, ya.');
    expect(message(z.string().min(3), 'ab')).toBe('Tulis minimal 3 karakter, ya.');
    expect(message(z.email(), 'a@')).toBe('Alamat email belum benar. Periksa lagi, ya.');
    expect(message(z.enum(['a', 'b']), 'c')).toBe('Pilih salah satu yang tersedia, ya.');
  });
});
