import { spinner, type SpinnerVariantProps } from '@bimbel/styled-system/recipes';

export type SpinnerProps = SpinnerVariantProps & {
  /** Announced to screen readers; omit when the surrounding text already says it is loading. */
  label?: string;
};

/** A loading ring. With a label it is a status for assistive tech; without one it is decoration. */
export function Spinner({ label, size }: SpinnerProps) {
  if (!label) return <span aria-hidden="true" className={spinner({ size })} />;
  return <span role="status" aria-label={label} className={spinner({ size })} />;
}
