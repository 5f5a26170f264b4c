import { starRating } from '@bimbel/styled-system/recipes';
import { STAR_COUNT, StarIcon } from './star-icon.tsx';

const STARS = Array.from({ length: STAR_COUNT }, (_, index) => index + 1);
const ratingFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

export type StarRatingDisplayProps = {
  /** 0–5; fractions fill part of a star (an average such as 4,6). */
  value: number;
  /** Overrides the spoken text, which defaults to "Rating 4 dari 5". */
  label?: string;
};

/**
 * A rating shown, not asked: one image named "Rating 4 dari 5" for screen readers, five stars
 * for the eye. Needs no client JavaScript.
 *
 * @example
 * <StarRatingDisplay value={4.6} /> // "Rating 4,6 dari 5"
 */
export function StarRatingDisplay({ value, label }: StarRatingDisplayProps) {
  const rating = Math.min(Math.max(0, value), STAR_COUNT);
  const classes = starRating();
  return (
    <span
      role="img"
      aria-label={label ?? `Rating ${ratingFormat.format(rating)} dari ${STAR_COUNT}`}
      className={classes.display}
    >
      {STARS.map((star) => {
        const filled = Math.min(Math.max(0, rating - (star - 1)), 1);
        return (
          <span key={star}>
            <StarIcon state="empty" className={classes.icon} />
            {filled > 0 ? (
              <span className={classes.fill} style={{ width: `${filled * 100}%` }}>
                <StarIcon state="filled" className={classes.icon} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
