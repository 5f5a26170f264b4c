/** Longest search text used; longer text is cut (the search box allows no more). */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/**
 * The search text as searched, shown and echoed: control and other invisible characters
 * (a NUL byte PostgreSQL refuses, lone surrogates) become spaces, runs of whitespace one
 * space, trimmed, at most SEARCH_QUERY_MAX_LENGTH characters (never half an emoji).
 *
 * @example
 * normalizeSearchQuery('  luas\u0000 lingkaran \n'); // 'luas lingkaran'
 */
export function normalizeSearchQuery(raw: string): string {
  const cleaned = raw.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(cleaned).slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim();
}
