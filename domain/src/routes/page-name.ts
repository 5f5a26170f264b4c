import { normalizePathname } from './normalize-pathname.ts';

const EXACT_NAMES: Readonly<Record<string, string>> = {
  '/': 'Home Page',
  '/bimbel': 'Live Classes Home Page',
  '/bimbel/user': 'Live Classes User Home Page',
  '/bimbel-online': 'Bimbel Sales Page',
  '/daftar-bimbel': 'Daftar Bimbel Page',
  '/bimbel/paket/utbk-snbt': 'Bimbel Package UTBK-SNBT Page',
  '/tanya': 'Tanya Home Page',
};

/** Ordered: the fixed Tanya sections must win over the catch-all video-page pattern. */
const PATTERN_NAMES: readonly (readonly [RegExp, string | ((match: RegExpExecArray) => string)])[] = [
  [/^\/daftar-bimbel-(.+)$/, (match) => `Daftar Bimbel ${match[1] ?? ''} Page`],
  [/^\/tanya\/questions\/page\/\d+$/, 'Tanya Recommended Video Page'],
  [/^\/tanya\/topic\/[^/]+\/[^/]+\/[^/]+(?:\/page\/\d+)?$/, 'Tanya Video Listing Page'],
  [/^\/tanya\/chapter\/[^/]+\/[^/]+\/[^/]+(?:\/page\/\d+)?$/, 'Tanya Chapter Page'],
  [/^\/tanya\/section(?:\/.*)?$/, 'Tanya Section Page'],
  [/^\/tanya\/(?!questions\/|topic\/|chapter\/|section\/)[^/]+\/[^/]+$/, 'Tanya Video Page'],
];

/**
 * The analytics page name of a path, from docs/product §2's route table: '/' → 'Home Page',
 * '/tanya/questions/page/3' → 'Tanya Recommended Video Page', '/daftar-bimbel-xyz' →
 * 'Daftar Bimbel xyz Page' (product kept as written). /tanya/section/… is named
 * 'Tanya Section Page' (docs/product only says it is recognised). Paths the table does not name
 * return themselves, normalised, so a referrer is never lost.
 *
 * @example
 * toPageName('/tanya/q-123/hitung-luas-lingkaran'); // 'Tanya Video Page'
 * toPageName('/kebijakan-privasi'); // '/kebijakan-privasi'
 */
export function toPageName(pathname: string): string {
  const path = normalizePathname(pathname);
  const exact = EXACT_NAMES[path];
  if (exact !== undefined) return exact;
  for (const [pattern, name] of PATTERN_NAMES) {
    const match = pattern.exec(path);
    if (match) return typeof name === 'string' ? name : name(match);
  }
  return path;
}
