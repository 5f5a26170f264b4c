import type { z } from 'zod';

/**
 * Messages for the issues a schema does not word itself (issue 13, decision 065): zod's own
 * defaults are English ("Invalid input: expected object, received array") and name types a
 * user does not know. A message written on the schema always wins over these (zod asks the
 * schema first, then the parse's `error`).
 *
 * Short and general on purpose: the form places the message under its field, and the API
 * answers it with the field's name (`field`).
 */
/** A body that is not what the call takes at all (its top level, or text no one can store). */
export const INVALID_DATA_MESSAGE = 'Data yang dikirim tidak sesuai. Periksa lagi, ya.';
/** A field whose value is of the wrong kind. */
export const INVALID_FIELD_MESSAGE = 'Isiannya tidak sesuai. Periksa lagi, ya.';

export const indonesianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Isi kolom ini dulu, ya.';
      return issue.expected === 'object' && (issue.path?.length ?? 0) === 0
        ? INVALID_DATA_MESSAGE
        : INVALID_FIELD_MESSAGE;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'Isi kolom ini dulu, ya.'
          : `Tulis minimal ${issue.minimum} karakter, ya.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `Pilih minimal ${issue.minimum}, ya.`;
      return `Isiannya minimal ${issue.minimum}, ya.`;
    case 'too_big':
      if (issue.origin === 'string') return `Tulis maksimal ${issue.maximum} karakter, ya.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Pilih maksimal ${issue.maximum}, ya.`;
      return `Isiannya maksimal ${issue.maximum}, ya.`;
    case 'invalid_format':
      return issue.format === 'email'
        ? 'Alamat email belum benar. Periksa lagi, ya.'
        : 'Formatnya belum sesuai. Periksa lagi, ya.';
    case 'invalid_value':
      return 'Pilih salah satu yang tersedia, ya.';
    case 'unrecognized_keys':
      return 'Ada data yang tidak kami kenal. Periksa lagi, ya.';
    default:
      return 'Isiannya belum sesuai. Periksa lagi, ya.';
  }
};

/**
 * The parse options that make every message Indonesian: the one place both the API's
 * validation (site/src/server/http/validate.ts) and the forms (use-form-values) take them from.
 *
 * @example
 * schema.safeParse(input, INDONESIAN_ERRORS);
 */
export const INDONESIAN_ERRORS = { error: indonesianErrorMap } as const;
