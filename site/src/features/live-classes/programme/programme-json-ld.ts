import type { FocusExamPageData } from '#site/server/live-classes/focus-exam-page-loader.ts';

/** How many coming classes the structured data lists (the page lists them all). */
const LISTED_INSTANCES = 12;

/**
 * schema.org `Course` for a programme page: what it teaches, who provides it, and its coming
 * classes as online `CourseInstance`s with their teacher. Built from the same data the page shows.
 */
export function buildProgrammeCourse(
  data: FocusExamPageData,
  {
    origin,
    path,
    name,
    description,
    provider,
  }: { origin: string; path: string; name: string; description: string; provider: string },
) {
  const classes = data.weeks.flatMap((week) => week.days.flatMap((day) => day.classes));
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name,
    description,
    url: `${origin}${path}`,
    inLanguage: 'id',
    educationalLevel: `Kelas ${data.exam.grades.join(', ')}`,
    teaches: data.exam.subtests.filter((subtest) => subtest.coveredInClasses).map((subtest) => subtest.name),
    provider: { '@type': 'Organization', name: provider, url: origin },
    hasCourseInstance: classes.slice(0, LISTED_INSTANCES).map((liveClass) => ({
      '@type': 'CourseInstance',
      name: liveClass.title,
      courseMode: 'online',
      startDate: liveClass.startsAt,
      endDate: liveClass.endsAt,
      instructor: { '@type': 'Person', name: liveClass.teacher.name },
    })),
  };
}
