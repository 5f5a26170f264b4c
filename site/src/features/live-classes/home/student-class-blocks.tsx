import type { ReactNode } from 'react';
import type { StudentClassesData } from '#site/server/live-classes/student-classes-loader.ts';
import { ClassesThisWeek } from './classes-this-week.tsx';
import { NoGradeNotice, ParentClassesNotice } from './classes-notices.tsx';
import { PastClasses } from './past-classes.tsx';
import { WeeklyTimetable } from './weekly-timetable.tsx';

/** The live-class blocks of the user home, placed by the page's layout (StudentHomeView). */
export type ClassBlocks = {
  /** "Hari ini dan minggu ini" (or the parent's / missing-grade notice). */
  week: ReactNode;
  /** "Jadwal minggu ini". */
  timetable?: ReactNode;
  /** "Kelas selesai". */
  past?: ReactNode;
  /** The reminder opt-in and calendar feed (site/src/features/live-classes/reminders/*). */
  reminders?: ReactNode;
};

/**
 * Builds the class blocks for what the loader found:
 * - a student: this week, the weekly timetable, the finished classes, and the reminder components
 *   the page passes (the WhatsApp opt-in and the calendar feed of features/live-classes/reminders,
 *   next to the timetable);
 * - a parent's own profile: pick a student ('Ganti profil' passed in as `switchProfile`);
 * - a student without a grade: fill it in.
 */
export function buildClassBlocks(
  data: StudentClassesData,
  {
    pathname,
    switchProfile,
    reminders,
  }: { pathname: string; switchProfile?: ReactNode; reminders?: ReactNode },
): ClassBlocks {
  if (data.kind === 'parent') return { week: <ParentClassesNotice switchProfile={switchProfile} /> };
  if (data.kind === 'no-grade') return { week: <NoGradeNotice /> };
  return {
    week: <ClassesThisWeek classes={data} />,
    timetable: <WeeklyTimetable days={data.timetable} timeZone={data.timeZone} />,
    past: <PastClasses past={data.past} timeZone={data.timeZone} pathname={pathname} />,
    reminders,
  };
}
