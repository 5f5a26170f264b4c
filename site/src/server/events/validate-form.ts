import { toFieldErrors } from '@bimbel/domain/validation/to-field-errors';
import { INDONESIAN_ERRORS } from '@bimbel/domain/validation/indonesian-errors';
import type { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { API_MESSAGES } from '../http/messages.ts';

/**
 * A form's body against its domain schema. Unlike `validate` (the first message only), a 422
 * here carries every wrong field in `fields` (decision 085), so a form shows all its errors at
 * once; `message` and `field` are still the first, as every other call answers.
 * A nested path (`subjects.0`) is reported on its field (`subjects`).
 */
export function validateForm<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body, INDONESIAN_ERRORS);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(0, 1) }));
  const fields = toFieldErrors(issues);
  const [field, message] = Object.entries(fields)[0] ?? [undefined, API_MESSAGES.generic];
  throw new ApiError(422, 'validation_failed', message, field || undefined, { fields: { ...fields } });
}
