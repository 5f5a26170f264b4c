import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';

/** The class names JoinClassButton uses, computed by the server component that renders it. */
export type JoinButtonClasses = {
  root: string;
  /** The button while the class can be joined. */
  open: string;
  /** The button before the window opens and after the class ends (disabled). */
  closed: string;
  countdown: string;
  error: string;
  visuallyHidden: string;
};

const root = css({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '1', w: 'full' });
const countdown = css({ fontSize: 'sm', color: 'muted', fontVariantNumeric: 'tabular-nums' });
const error = css({ fontSize: 'sm', color: 'danger', fontWeight: 'semibold' });
const visuallyHidden = css({ srOnly: true });

/**
 * The join button's classes: the ui button recipe (large for the running class), and the lines
 * under it. Computed on the server so the page ships no style runtime for them (decision 073).
 */
export function joinButtonClasses(prominent: boolean): JoinButtonClasses {
  const size = prominent ? 'large' : 'medium';
  return {
    root,
    open: button({ variant: 'primary', size, fullWidth: true }),
    closed: button({ variant: prominent ? 'primary' : 'secondary', size, fullWidth: true }),
    countdown,
    error,
    visuallyHidden,
  };
}
