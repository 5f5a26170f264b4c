import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { buildTanyaChapterPath, buildTanyaTopicPath } from '@bimbel/domain/routes/tanya-paths';
import { catalogueAnchor } from '../catalogue/group-catalogue.ts';
import type { JsonLdCrumb } from '../../shared/json-ld.ts';

/** The Tanya home page, the top of every trail. */
export const TANYA_HOME_PATH = '/tanya';

export type TrailItem = {
  label: string;
  href: string;
  /** A section of another page (`/tanya#kelas-10`), not a page of its own. */
  isSection?: boolean;
};

/**
 * Where a topic or chapter page sits: Tanya › Kelas N › Subject › Chapter › Topic. Grade and
 * subject have no page of their own; they lead to their section of the browse list on /tanya.
 *
 * @example
 * buildTanyaTrail({ grade: 4, subject: 'matematika', chapter: { name: 'Pecahan', slug: 'pecahan' } });
 * // Tanya › Kelas 4 › Matematika › Pecahan
 */
export function buildTanyaTrail(place: {
  grade: number;
  subject: string;
  chapter: { name: string; slug: string };
  topic?: { name: string; slug: string };
}): TrailItem[] {
  const { grade, subject, chapter, topic } = place;
  const trail: TrailItem[] = [
    { label: 'Tanya', href: TANYA_HOME_PATH },
    { label: `Kelas ${grade}`, href: `${TANYA_HOME_PATH}#${catalogueAnchor(grade)}`, isSection: true },
    {
      label: toSubjectName(subject),
      href: `${TANYA_HOME_PATH}#${catalogueAnchor(grade, subject)}`,
      isSection: true,
    },
    { label: chapter.name, href: buildTanyaChapterPath({ grade, subject, chapter: chapter.slug }) },
  ];
  if (topic)
    trail.push({ label: topic.name, href: buildTanyaTopicPath({ grade, subject, topic: topic.slug }) });
  return trail;
}

/** The trail as structured data: sections of other pages are left out. */
export function toJsonLdCrumbs(trail: readonly TrailItem[]): JsonLdCrumb[] {
  return trail.filter((item) => !item.isSection).map((item) => ({ name: item.label, path: item.href }));
}
