import { SUBJECTS, toSubjectName } from '@bimbel/domain/catalogue/subject';
import { buildTanyaChapterPath, buildTanyaTopicPath } from '@bimbel/domain/routes/tanya-paths';

/** One chapter–topic pair as `listCatalogue` returns it. */
export type CatalogueRow = {
  grade: number;
  subject: string;
  chapterName: string;
  chapterSlug: string;
  topicName: string;
  topicSlug: string;
};

export type CatalogueTopic = { name: string; path: string };
export type CatalogueChapter = { name: string; path: string; topics: CatalogueTopic[] };
export type CatalogueSubject = { subject: string; name: string; chapters: CatalogueChapter[] };
export type CatalogueGrade = { grade: number; subjects: CatalogueSubject[] };

const subjectOrder = (subject: string): number => {
  const index = SUBJECTS.findIndex((known) => known.value === subject);
  return index === -1 ? SUBJECTS.length : index;
};

/**
 * Groups the catalogue for browsing: grades in order, each grade's subjects in docs/product §3's order
 * (Matematika, Fisika, Kimia), each subject's chapters with their topics and page paths. Only
 * combinations that have content appear, because the rows come from existing topics.
 *
 * @example
 * groupCatalogue([{ grade: 5, subject: 'matematika', chapterName: 'Pecahan', chapterSlug: 'pecahan', topicName: 'Pecahan senilai', topicSlug: 'pecahan-senilai' }]);
 * // [{ grade: 5, subjects: [{ subject: 'matematika', name: 'Matematika', chapters: [{ name: 'Pecahan', path: '/tanya/chapter/5/matematika/pecahan', topics: [{ name: 'Pecahan senilai', path: '/tanya/topic/5/matematika/pecahan-senilai' }] }] }] }]
 */
export function groupCatalogue(rows: readonly CatalogueRow[]): CatalogueGrade[] {
  const grades = new Map<number, Map<string, Map<string, CatalogueChapter>>>();
  for (const row of rows) {
    const subjects = grades.get(row.grade) ?? new Map<string, Map<string, CatalogueChapter>>();
    grades.set(row.grade, subjects);
    const chapters = subjects.get(row.subject) ?? new Map<string, CatalogueChapter>();
    subjects.set(row.subject, chapters);
    const chapter = chapters.get(row.chapterSlug) ?? {
      name: row.chapterName,
      path: buildTanyaChapterPath({ grade: row.grade, subject: row.subject, chapter: row.chapterSlug }),
      topics: [],
    };
    chapters.set(row.chapterSlug, chapter);
    chapter.topics.push({
      name: row.topicName,
      path: buildTanyaTopicPath({ grade: row.grade, subject: row.subject, topic: row.topicSlug }),
    });
  }
  return [...grades.entries()]
    .sort(([a], [b]) => a - b)
    .map(([grade, subjects]) => ({
      grade,
      subjects: [...subjects.entries()]
        .sort(([a], [b]) => subjectOrder(a) - subjectOrder(b))
        .map(([subject, chapters]) => ({
          subject,
          name: toSubjectName(subject),
          chapters: [...chapters.values()],
        })),
    }));
}

/**
 * Fragment id of a grade's (and optionally a subject's) browse section on /tanya, so the
 * breadcrumb's "Kelas 10 › Matematika" can lead back to it.
 *
 * @example
 * catalogueAnchor(10, 'matematika'); // 'kelas-10-matematika'
 */
export function catalogueAnchor(grade: number, subject?: string): string {
  return subject === undefined ? `kelas-${grade}` : `kelas-${grade}-${subject}`;
}
