/** Default maximum slug length: long enough to read, short enough for a tidy URL. */
export const URL_SLUG_MAX_LENGTH = 80;

/**
 * Turns text into a URL slug: lowercase ASCII letters and digits joined by '-'.
 *
 * - HTML tags and entities are removed (question texts may contain markup);
 * - LaTeX commands (`\frac`, `\sqrt`, `\left(`…) are removed, their arguments kept as
 *   words, so `\frac{1}{2}` gives `1-2`;
 * - diacritics are stripped (`é` → `e`), superscripts flattened (`²` → `2`), and every
 *   other symbol (maths operators, π, ∫, punctuation, emoji) separates words;
 * - longer than `maxLength`: cut at the last word boundary within it, or hard-cut when the
 *   first word alone is longer;
 * - nothing left: `fallback`.
 * The result is idempotent: slugging a slug returns it unchanged.
 *
 * @example
 * toUrlSlug('Tentukan nilai $x$ jika $\\frac{x}{2} + 3 = 7$', { fallback: 'soal' }); // 'tentukan-nilai-x-jika-x-2-3-7'
 * toUrlSlug('∫ √ π', { fallback: 'soal' }); // 'soal'
 */
export function toUrlSlug(text: string, options: { fallback: string; maxLength?: number }): string {
  const maxLength = options.maxLength ?? URL_SLUG_MAX_LENGTH;
  const slug = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:[a-z]+|#\d+|#x[\da-f]+);/gi, ' ')
    .replace(/\\[a-z]+/gi, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const capped = capAtWordBoundary(slug, maxLength);
  return capped === '' ? options.fallback : capped;
}

function capAtWordBoundary(slug: string, maxLength: number): string {
  if (slug.length <= maxLength) return slug;
  // Looking one past the limit catches a word that ends exactly at it.
  const boundary = slug.slice(0, maxLength + 1).lastIndexOf('-');
  return boundary > 0 ? slug.slice(0, boundary) : slug.slice(0, maxLength);
}
