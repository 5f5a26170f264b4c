import { SUBJECTS, type Subject } from '@bimbel/domain/catalogue/subject';

/** A listing page's address: `/tanya/{topic|chapter}/{grade}/{subject}/{slug}`. */
export type ListingPlace = { grade: number; subject: Subject; slug: string };

const GRADE_SEGMENT = /^(?:[4-9]|1[0-2])$/;
const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Checks the URL segments of a topic or chapter page before any database work: grades 4–12
 * written plainly, one of the three subjects, a slug as the paths are built. Anything else is
 * not a page of ours (404).
 *
 * @example
 * parseListingPlace('10', 'matematika', 'persamaan-kuadrat'); // { grade: 10, subject: 'matematika', slug: 'persamaan-kuadrat' }
 * parseListingPlace('3', 'matematika', 'pecahan'); // undefined
 */
export function parseListingPlace(grade: string, subject: string, slug: string): ListingPlace | undefined {
  if (!GRADE_SEGMENT.test(grade) || !SLUG_SEGMENT.test(slug)) return undefined;
  const known = SUBJECTS.find((candidate) => candidate.value === subject);
  return known ? { grade: Number(grade), subject: known.value, slug } : undefined;
}
