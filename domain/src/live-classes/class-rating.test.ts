import { describe, expect, it } from 'vitest';
import {
  countCharacters,
  describeOwnRating,
  describeRatingSummary,
  formatRatingAverage,
  isValidStars,
  normalizeRatingComment,
  RATING_COMMENT_MAX_LENGTH,
  RATING_MESSAGES,
  ratingClosesAt,
  ratingCommentProblem,
  ratingWindowState,
  roundRatingAverage,
} from './class-rating.ts';

const at = (iso: string) => new Date(iso);

describe('rating window', () => {
  // Wednesday 25 November 2026, 19.00–20.30 WIB.
  const liveClass = { endsAt: at('2026-11-25T13:30:00Z') };

  it('opens when the class ends and closes 30 days later', () => {
    expect(ratingWindowState(liveClass, at('2026-11-25T13:29:59.999Z'))).toBe('not-ended');
    expect(ratingWindowState(liveClass, at('2026-11-25T13:30:00Z'))).toBe('open');
    expect(ratingClosesAt(liveClass).toISOString()).toBe('2026-12-25T13:30:00.000Z');
    expect(ratingWindowState(liveClass, at('2026-12-25T13:30:00Z'))).toBe('open');
    expect(ratingWindowState(liveClass, at('2026-12-25T13:30:00.001Z'))).toBe('closed');
  });
});

describe('stars and comment', () => {
  it('accepts whole stars from 1 to 5 only', () => {
    for (const stars of [1, 2, 3, 4, 5]) expect(isValidStars(stars)).toBe(true);
    for (const stars of [0, 6, 4.5, -1, Number.NaN, '4', null, undefined])
      expect(isValidStars(stars)).toBe(false);
  });

  it('trims the comment and stores an empty one as null', () => {
    expect(normalizeRatingComment('  Penjelasannya jelas.\n')).toBe('Penjelasannya jelas.');
    expect(normalizeRatingComment(' \n\t ')).toBeNull();
    expect(normalizeRatingComment('')).toBeNull();
    expect(normalizeRatingComment(null)).toBeNull();
    expect(normalizeRatingComment(undefined)).toBeNull();
  });

  it('counts characters as the database does: an emoji is one', () => {
    expect(countCharacters('🙂🙂')).toBe(2);
    expect('🙂🙂'.length).toBe(4);
    const emojis = '🙂'.repeat(RATING_COMMENT_MAX_LENGTH);
    expect(ratingCommentProblem(emojis)).toBeNull();
    expect(ratingCommentProblem(`${emojis}!`)).toBe(RATING_MESSAGES.commentTooLong);
  });

  it('refuses invisible control characters but keeps line breaks and tabs', () => {
    expect(ratingCommentProblem('baris satu\nbaris dua\tok')).toBeNull();
    expect(ratingCommentProblem('a\u0000b')).toBe(RATING_MESSAGES.commentUnreadable);
    expect(ratingCommentProblem('a\u001bb')).toBe(RATING_MESSAGES.commentUnreadable);
    expect(ratingCommentProblem(null)).toBeNull();
  });

  it('says the limits in Indonesian', () => {
    expect(RATING_MESSAGES.commentTooLong).toBe('Komentar paling panjang 500 karakter, ya.');
    expect(RATING_MESSAGES.closed).toContain('30 hari');
  });
});

describe('averages in words', () => {
  it('rounds to one decimal, half up', () => {
    expect(roundRatingAverage(23, 5)).toBe(4.6);
    expect(roundRatingAverage(9, 2)).toBe(4.5);
    expect(roundRatingAverage(14, 3)).toBe(4.7);
    expect(roundRatingAverage(13, 3)).toBe(4.3);
    expect(roundRatingAverage(0, 0)).toBe(0);
  });

  it('writes one decimal with a comma and counts with a dot for thousands', () => {
    expect(formatRatingAverage(4.6)).toBe('4,6');
    expect(formatRatingAverage(4)).toBe('4,0');
    expect(describeRatingSummary({ average: 4.6, count: 12 })).toBe('4,6 dari 5 (12 penilaian)');
    expect(describeRatingSummary({ average: 3.5, count: 1200 })).toBe('3,5 dari 5 (1.200 penilaian)');
    expect(describeOwnRating(4)).toBe('Nilaimu: 4 dari 5 bintang');
  });
});
