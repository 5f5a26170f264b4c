import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';

/** The class names of the rating button and its form, computed by the server component (decision 073). */
export type RatingFormClasses = {
  root: string;
  toggle: string;
  note: string;
  saved: string;
  form: string;
  actions: string;
  submit: string;
  cancel: string;
  error: string;
};

/** The rating button's and form's classes: the ui button recipe, and the lines around them. */
export function ratingFormClasses(): RatingFormClasses {
  return {
    root: css({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '1', w: 'full' }),
    toggle: button({ variant: 'secondary', size: 'medium' }),
    note: css({ fontSize: 'sm', color: 'muted' }),
    saved: css({ fontSize: 'sm', color: 'success', fontWeight: 'semibold' }),
    form: css({
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      mt: '2',
      p: '3',
      borderWidth: '1px',
      borderColor: 'line',
      borderRadius: 'lg',
      bg: 'canvas',
      minW: '0',
    }),
    actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
    submit: button({ variant: 'primary', size: 'medium' }),
    cancel: button({ variant: 'ghost', size: 'medium' }),
    error: css({ fontSize: 'sm', color: 'danger', fontWeight: 'semibold' }),
  };
}
