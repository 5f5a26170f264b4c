/** Content is written in Indonesian first (docs/product §1); every other locale falls back to it. */
export const DEFAULT_CONTENT_LOCALE = 'id';

/** Locales as the modal_configurations table stores them: `id`, `en`, `en-US`. */
const LOCALE_PATTERN = /^([a-z]{2})(?:-([a-z]{2}))?$/i;

function normalizeLocale(tag: string): string | undefined {
  const match = LOCALE_PATTERN.exec(tag.trim());
  if (!match) return undefined;
  const [, language = '', region] = match;
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/** The best-rated tag of an Accept-Language header that looks like a locale. */
function preferredLanguage(acceptLanguage: string): string | undefined {
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { locale: normalizeLocale(tag), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.locale !== undefined && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.locale;
}

/**
 * The locales to look content up in, best first, ending with Indonesian. docs/product §7 sends a
 * `locale` header (value `id`); browsers send Accept-Language. A header we cannot read is
 * ignored rather than refused: content always has the Indonesian fallback.
 *
 * @example
 * contentLocales({ locale: 'en-us' }); // ['en-US', 'en', 'id']
 * contentLocales({ acceptLanguage: 'fr;q=0.5, en;q=0.9' }); // ['en', 'id']
 * contentLocales({}); // ['id']
 */
export function contentLocales(headers: {
  locale?: string | undefined;
  acceptLanguage?: string | undefined;
}): string[] {
  const requested =
    (headers.locale && normalizeLocale(headers.locale)) ||
    (headers.acceptLanguage && preferredLanguage(headers.acceptLanguage.slice(0, 500))) ||
    DEFAULT_CONTENT_LOCALE;
  const language = requested.split('-')[0] ?? DEFAULT_CONTENT_LOCALE;
  return [...new Set([requested, language, DEFAULT_CONTENT_LOCALE])];
}
