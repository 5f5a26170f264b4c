import { css, cx } from '@bimbel/styled-system/css';
import { pageTitle as contentPageTitle } from '#site/features/shared/page.styles.ts';

/** The frame of every Tanya page is the content page frame (docs/product §9). */
export { pageFrame as tanyaPage, sectionTitle, srOnly } from '#site/features/shared/page.styles.ts';

// Focused after a client-side navigation so screen readers start at the new page.
export const pageTitle = cx(contentPageTitle, css({ _focus: { outline: 'none' } }));

export const pageSummary = css({ marginTop: '2', color: 'muted', fontSize: { base: 'md', tablet: 'lg' } });
