import { formatDateInZone, formatTimeRangeInZone } from '../time/format-time-in-zone.ts';

/**
 * A teacher can never hold two overlapping classes (issue 23, decision 093). A class occupies
 * [start, end): one that starts when another ends does not clash with it. Cancelled classes
 * occupy nothing (the callers leave them out).
 */
export type TeacherBooking = { teacher: string; startsAt: Date; endsAt: Date };

/**
 * Whether two intervals share some time ([start, end), so back-to-back classes do not).
 *
 * @example
 * intervalsOverlap({ startsAt: at('19:00'), endsAt: at('20:30') }, { startsAt: at('20:30'), endsAt: at('21:30') }); // false
 */
export function intervalsOverlap(
  a: { startsAt: Date; endsAt: Date },
  b: { startsAt: Date; endsAt: Date },
): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/**
 * Each booking that overlaps an earlier one of the same teacher in the list, paired with the
 * first such earlier booking (the one named in the message). Sorting by start keeps it
 * O(n log n + clashes) per teacher.
 *
 * @example
 * findClashesWithin([a, b, c]); // [{ booking: b, other: a }] when b and a overlap and share a teacher
 */
export function findClashesWithin<T extends TeacherBooking>(
  bookings: readonly T[],
): { booking: T; other: T }[] {
  const byTeacher = new Map<string, { booking: T; order: number }[]>();
  bookings.forEach((booking, order) => {
    const list = byTeacher.get(booking.teacher) ?? [];
    list.push({ booking, order });
    byTeacher.set(booking.teacher, list);
  });
  const clashes: { booking: T; other: T; order: number }[] = [];
  for (const list of byTeacher.values()) {
    for (const current of list) {
      // The first booking of the list (file order) that overlaps: the earlier record is "the other".
      const other = list.find(
        (candidate) =>
          candidate.order < current.order && intervalsOverlap(candidate.booking, current.booking),
      );
      if (other) clashes.push({ booking: current.booking, other: other.booking, order: current.order });
    }
  }
  return clashes.sort((a, b) => a.order - b.order).map(({ booking, other }) => ({ booking, other }));
}

/** "Pak Hendra Wijaya" of "Pak Hendra Wijaya, S.Pd.": the name a sentence uses, without degrees. */
export function addressedName(fullName: string): string {
  return (fullName.split(',')[0] ?? fullName).trim() || fullName;
}

/**
 * The Indonesian sentence naming a clash: who, the other class's title, its day and time in WIB.
 *
 * @example
 * describeTeacherClash({
 *   teacherName: 'Pak Hendra Wijaya, S.Pd.',
 *   title: 'Matematika Kelas 8: Teorema Pythagoras',
 *   startsAt: new Date('2026-12-07T12:00:00Z'),
 *   endsAt: new Date('2026-12-07T13:30:00Z'),
 * });
 * // 'Pak Hendra Wijaya sudah mengajar “Matematika Kelas 8: Teorema Pythagoras” pada Senin, 7 Desember 2026 pukul 19.00–20.30 WIB.'
 */
export function describeTeacherClash(other: {
  teacherName: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
}): string {
  return `${addressedName(other.teacherName)} sudah mengajar “${other.title}” pada ${formatDateInZone(other.startsAt)} pukul ${formatTimeRangeInZone(other.startsAt, other.endsAt)}.`;
}

/**
 * The message of a 409 `teacher_busy` (decision 093): the clash itself when there is one, else
 * how many and the first; nothing was saved either way.
 *
 * @example
 * summarizeClashes(['Pak Hendra Wijaya sudah mengajar “…” pada … WIB.']);
 * // 'Pak Hendra Wijaya sudah mengajar “…” pada … WIB. Tidak ada yang disimpan: pilih jam lain atau guru lain.'
 */
export function summarizeClashes(sentences: readonly string[]): string {
  const advice = 'Tidak ada yang disimpan: pilih jam lain atau guru lain.';
  if (sentences.length <= 1) return `${sentences[0] ?? 'Guru sudah punya kelas lain di jam itu.'} ${advice}`;
  return `${sentences.length} kelas bentrok dengan kelas lain gurunya. Yang pertama: ${sentences[0]} ${advice}`;
}
