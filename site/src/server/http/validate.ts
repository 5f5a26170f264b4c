import { INDONESIAN_ERRORS } from '@bimbel/domain/validation/indonesian-errors';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { MAX_BODY_BYTES } from './body-limit.ts';
import { API_MESSAGES } from './messages.ts';

/** Bodies above this are refused before parsing (no endpoint of ours needs more). */
export const MAX_JSON_BYTES = MAX_BODY_BYTES;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Reads the JSON body and validates it with a domain schema. Bad JSON or bytes that are not
 * UTF-8 → 400, a failing field → 422 with the schema's own Indonesian message (the first one) —
 * the same messages the forms show. The body is already bounded by `limitRequestBody`.
 */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > MAX_JSON_BYTES) throw new ApiError(413, 'payload_too_large', API_MESSAGES.tooLarge);
  let body: unknown;
  try {
    const text = utf8.decode(bytes);
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bad_json', API_MESSAGES.badJson);
  }
  return validate(schema, body);
}

/**
 * Validates any input (query, params, body) with a schema; failures become 422. Messages the
 * schema does not word itself come from the domain's Indonesian error map, never zod's English.
 */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input, INDONESIAN_ERRORS);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  throw new ApiError(422, 'validation_failed', issue?.message ?? API_MESSAGES.generic, field);
}
