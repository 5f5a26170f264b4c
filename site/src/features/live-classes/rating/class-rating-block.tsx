import type { PastLiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { describeOwnRating, describeRatingSummary } from '@bimbel/domain/live-classes/class-rating';
import { truncateText } from '@bimbel/domain/text/truncate-text';
import { css } from '@bimbel/styled-system/css';
import { StarRatingDisplay } from '@bimbel/ui/star-rating/star-rating-display';
import { RateClassButton } from './rate-class-button.tsx';
import { ratingFormClasses } from './rating-form-classes.ts';

const blockClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  w: 'full',
  pt: '3',
  borderTopWidth: '1px',
  borderColor: 'line',
});
const lineClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '2',
  rowGap: '1',
  fontSize: 'sm',
});
const labelClass = css({ fontWeight: 'semibold', color: 'ink' });
const mutedClass = css({ color: 'muted' });
const commentClass = css({ fontSize: 'sm', color: 'muted', fontStyle: 'italic', overflowWrap: 'anywhere' });

/** How much of the student's own comment the card repeats. */
const COMMENT_PREVIEW_LENGTH = 140;

/**
 * The ratings part of a finished class's card (decision 076), server-rendered: every student's
 * average ("4,6 dari 5 (12 penilaian)"), the student's own stars and comment, and 'Beri nilai' /
 * 'Ubah nilai' while they may rate (they joined it, and it ended at most 30 days ago). The stars
 * are static SVG named for screen readers; only the button is client code, and its form loads when
 * first opened. Nothing when there is nothing to say.
 */
export function ClassRatingBlock({ liveClass }: { liveClass: PastLiveClassBody }) {
  const { ratingSummary: summary, myRating: own, ratingOpen } = liveClass;
  if (!summary && !own && !ratingOpen) return null;
  return (
    <div className={blockClass}>
      {summary && (
        <p className={lineClass}>
          <span className={labelClass}>Nilai kelas:</span>
          <span aria-hidden="true">
            <StarRatingDisplay value={summary.average} />
          </span>
          <span className={mutedClass}>{describeRatingSummary(summary)}</span>
        </p>
      )}
      {own && (
        <>
          <p className={lineClass}>
            <span className={labelClass} aria-hidden="true">
              Nilaimu:
            </span>
            <StarRatingDisplay value={own.stars} label={describeOwnRating(own.stars)} />
          </p>
          {own.comment && (
            <p className={commentClass}>“{truncateText(own.comment, COMMENT_PREVIEW_LENGTH)}”</p>
          )}
        </>
      )}
      {ratingOpen && (
        <RateClassButton
          classId={liveClass.id}
          title={liveClass.title}
          rating={own ? { stars: own.stars, comment: own.comment } : null}
          classes={ratingFormClasses()}
        />
      )}
    </div>
  );
}
