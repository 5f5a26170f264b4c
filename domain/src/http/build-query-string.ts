/** A single query value; `null`, `undefined`, `''` and non-finite numbers are dropped. */
export type QueryScalar = string | number | boolean | null | undefined;

/** Query parameters: a scalar, or a list sent as one comma-joined value. */
export type QueryParams = Readonly<Record<string, QueryScalar | readonly QueryScalar[]>>;

// Lone surrogates make encodeURIComponent throw; replace them as URLSearchParams does.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

function toText(value: QueryScalar): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value);
  return text === '' ? null : text;
}

/**
 * Builds a query string, leading '?' included, or '' when nothing is left — so it can be
 * appended to a path as is (docs/product §7: arrays join with commas, empty or null values drop).
 *
 * - Keys keep the object's own order (JavaScript puts integer-like keys first), so the
 *   same object always gives the same string.
 * - Arrays become one comma-joined value; their empty items drop, and an array with
 *   nothing left drops its key. Each item is encoded on its own, so the commas between
 *   items stay literal and a comma inside an item becomes %2C.
 * - Dropped: `undefined`, `null`, `''`, `NaN` and ±Infinity values, and the empty key.
 *   `false` and `0` are kept.
 * - Keys and values are percent-encoded (spaces as %20).
 *
 * @example
 * buildQueryString({ curriculum: 'Kurikulum Merdeka', grade: 10, stream: '' }); // '?curriculum=Kurikulum%20Merdeka&grade=10'
 * buildQueryString({ focusExamIds: [3, 7] }); // '?focusExamIds=3,7'
 * buildQueryString({ q: undefined }); // ''
 */
export function buildQueryString(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (key === '') continue;
    const values = (Array.isArray(raw) ? raw : [raw]) as readonly QueryScalar[];
    const texts = values.map(toText).filter((text): text is string => text !== null);
    if (texts.length === 0) continue;
    pairs.push(`${encode(key)}=${texts.map(encode).join(',')}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
