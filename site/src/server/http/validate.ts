import {
  INDONESIAN_ERRORS,
  INVALID_DATA_MESSAGE,
  INVALID_FIELD_MESSAGE,
} from '@bimbel/domain/validation/indonesian-errors';
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
  let text: string;
  try {
    text = utf8.decode(bytes);
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bad_json', API_MESSAGES.badJson);
  }
  // JSON may spell half of a UTF-16 pair ("\ud800"): no database can store it as text, so it is
  // refused here, for every call, as a field that is not right (issue 24).
  // Bytes that decode as UTF-8 hold no lone surrogate: only a `\uD800`–`\uDFFF` escape spells one,
  // so the body is walked only when the text has such an escape (almost never).
  const broken = LONE_SURROGATE_ESCAPE.test(text) ? pathOfLoneSurrogate(body) : undefined;
  if (broken === '') throw new ApiError(422, 'validation_failed', INVALID_DATA_MESSAGE);
  if (broken !== undefined) throw new ApiError(422, 'validation_failed', INVALID_FIELD_MESSAGE, broken);
  return validate(schema, body);
}

/** Half of a UTF-16 surrogate pair, alone: with the `u` flag a pair is one code point, not `Cs`. */
const LONE_SURROGATE = /\p{Cs}/u;
/** A JSON escape of a surrogate code unit (paired or not). */
const LONE_SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * The path ("a.0.b"; '' for the body itself) of the first key or string holding a lone surrogate,
 * or undefined when there is none. Walks without recursion: a body may nest 20,000 levels deep.
 *
 * @example
 * pathOfLoneSurrogate({ name: 'Budi\ud800' }); // 'name'
 * pathOfLoneSurrogate({ name: 'Budi 😀' }); // undefined
 */
export function pathOfLoneSurrogate(body: unknown): string | undefined {
  // Each entry keeps its parent's place, not its whole path: paths are only spelled for a find.
  const places: { parent: number; key: string }[] = [];
  const pathOf = (place: number): string => {
    const keys: string[] = [];
    for (let at = place; at >= 0; at = places[at]!.parent) keys.unshift(places[at]!.key);
    return keys.join('.');
  };
  const stack: [unknown, number][] = [[body, -1]];
  while (stack.length > 0) {
    const [value, place] = stack.pop()!;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return pathOf(place);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        places.push({ parent: place, key });
        if (LONE_SURROGATE.test(key)) return pathOf(places.length - 1);
        stack.push([item, places.length - 1]);
      }
    }
  }
  return undefined;
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
