import { normalizePathname } from '@bimbel/domain/routes/normalize-pathname';

/** The features named in docs/product §2's navigation, in its order: header menu and footer. */
export const FEATURE_LINKS = [
  { label: 'Bimbel', href: '/bimbel' },
  { label: 'Tanya', href: '/tanya' },
  { label: 'Jadwal dan Materi', href: '/jadwal' },
  { label: 'Guru Juara', href: '/gurujuara' },
  { label: 'SmartFest', href: '/smartfest' },
] as const;

/**
 * Whether a menu link is the current section: its own path or a page under it
 * (`/tanya/questions/page/2` is in Tanya; `/bimbel-online` is not in Bimbel).
 *
 * @example
 * isCurrentSection('/bimbel/user', '/bimbel'); // true
 */
export function isCurrentSection(pathname: string, href: string): boolean {
  const path = normalizePathname(pathname);
  return path === href || path.startsWith(`${href}/`);
}
