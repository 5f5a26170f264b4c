import { INDONESIAN_LOCALE } from '../time/jakarta-time-zone.ts';

/*
 * Rating a class (issue 15, decision 076): a student who took part in a class gives it one to five
 * stars and, if they like, a comment; rating again replaces the rating. Plain rules and words here
 * (no zod), so the lazily loaded rating form can use them without a schema library; the wire
 * schema is in contracts/rating-contracts.ts.
 */

/** A rating is one to five whole stars. */
export const RATING_MIN_STARS = 1;
export const RATING_MAX_STARS = 5;
/** The optional comment: at most this many characters (the database checks it too, migration 0008). */
export const RATING_COMMENT_MAX_LENGTH = 500;
/** A class can be rated, and the rating changed, for this many days after it ended. */
export const RATING_WINDOW_DAYS = 30;
/** A teacher's average is shown on /gurujuara once this many ratings back it. */
export const TEACHER_RATING_MIN_COUNT = 3;

const DAY_MS = 86_400_000;

/** What the rating call and form say, in the product's voice. */
export const RATING_MESSAGES = {
  stars: 'Pilih 1 sampai 5 bintang, ya.',
  commentTooLong: `Komentar paling panjang ${RATING_COMMENT_MAX_LENGTH} karakter, ya.`,
  commentUnreadable: 'Komentar berisi karakter yang tidak bisa disimpan. Hapus dulu, ya.',
  commentType: 'Komentar harus berupa teks.',
  notEnded: 'Kelas ini belum selesai. Beri nilai setelah kelasnya selesai, ya.',
  closed: `Penilaian kelas ini sudah ditutup. Kelas bisa dinilai sampai ${RATING_WINDOW_DAYS} hari setelah selesai.`,
  notAttended: 'Nilai hanya bisa diberikan oleh murid yang ikut kelasnya. Kamu belum masuk ke kelas ini.',
  saved: 'Sip, nilaimu tersimpan. Terima kasih!',
} as const;

/** Invisible control characters a database text cannot hold (NUL and friends); tabs and line breaks are fine. */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

/** Characters as the database counts them (code points): an emoji is one, not two. */
export function countCharacters(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * The comment as it is stored: trimmed, and null when nothing is left.
 *
 * @example
 * normalizeRatingComment('  Seru!  '); // 'Seru!'
 * normalizeRatingComment('   '); // null
 */
export function normalizeRatingComment(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Why a (trimmed) comment cannot be stored, or null when it can. */
export function ratingCommentProblem(comment: string | null): string | null {
  if (comment === null) return null;
  if (countCharacters(comment) > RATING_COMMENT_MAX_LENGTH) return RATING_MESSAGES.commentTooLong;
  if (CONTROL_CHARACTER.test(comment)) return RATING_MESSAGES.commentUnreadable;
  return null;
}

/** Whether a value is a whole number of stars from 1 to 5. */
export function isValidStars(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= RATING_MIN_STARS && (value as number) <= RATING_MAX_STARS
  );
}

/** The last instant a class can be rated: 30 days after its end. */
export function ratingClosesAt(liveClass: { endsAt: Date }): Date {
  return new Date(liveClass.endsAt.getTime() + RATING_WINDOW_DAYS * DAY_MS);
}

/**
 * Whether a class can be rated at `now`: not before it ends, and for 30 days after.
 *
 * @example
 * ratingWindowState({ endsAt: at('2026-11-25 20.30 WIB') }, at('2026-11-25 20.00 WIB')); // 'not-ended'
 * ratingWindowState({ endsAt: at('2026-11-25 20.30 WIB') }, at('2026-11-26 08.00 WIB')); // 'open'
 */
export function ratingWindowState(liveClass: { endsAt: Date }, now: Date): 'not-ended' | 'open' | 'closed' {
  if (now.getTime() < liveClass.endsAt.getTime()) return 'not-ended';
  if (now.getTime() > ratingClosesAt(liveClass).getTime()) return 'closed';
  return 'open';
}

/**
 * An average of stars as the API answers it: rounded to one decimal (half up).
 *
 * @example
 * roundRatingAverage(23, 5); // 4.6
 */
export function roundRatingAverage(totalStars: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((totalStars / count) * 10) / 10;
}

const averageFormat = new Intl.NumberFormat(INDONESIAN_LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const countFormat = new Intl.NumberFormat(INDONESIAN_LOCALE);

/**
 * An average in Indonesian writing, one decimal with a comma.
 *
 * @example
 * formatRatingAverage(4.6); // '4,6'
 * formatRatingAverage(4); // '4,0'
 */
export function formatRatingAverage(average: number): string {
  return averageFormat.format(average);
}

/**
 * A class's or a teacher's ratings in a few words.
 *
 * @example
 * describeRatingSummary({ average: 4.6, count: 12 }); // '4,6 dari 5 (12 penilaian)'
 * describeRatingSummary({ average: 4.5, count: 1200 }); // '4,5 dari 5 (1.200 penilaian)'
 */
export function describeRatingSummary({ average, count }: { average: number; count: number }): string {
  return `${formatRatingAverage(average)} dari ${RATING_MAX_STARS} (${countFormat.format(count)} penilaian)`;
}

/**
 * A student's own rating in words, for the static stars' accessible name.
 *
 * @example
 * describeOwnRating(4); // 'Nilaimu: 4 dari 5 bintang'
 */
export function describeOwnRating(stars: number): string {
  return `Nilaimu: ${stars} dari ${RATING_MAX_STARS} bintang`;
}
