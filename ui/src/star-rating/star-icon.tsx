/** A rating is out of five stars. */
export const STAR_COUNT = 5;

export type StarState = 'empty' | 'filled' | 'preview';

/** One five-pointed star, decorative: the radio or the `role="img"` around it carries the meaning. */
export function StarIcon({ state, className }: { state: StarState; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} data-state={state}>
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}
