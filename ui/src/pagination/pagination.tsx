import { buildPaginatedPath } from '@bimbel/domain/routes/paginated-path';
import { pagination } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';
import { buildPageWindow, PAGE_GAP } from './page-window.ts';

type PaginationBaseProps = {
  currentPage: number;
  totalPages: number;
  /** Names the navigation landmark. */
  'aria-label'?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page link; it must contain the number it shows. */
  getPageLabel?: (page: number) => string;
  /** Pages shown on each side of the current one. */
  siblingCount?: number;
};

export type PaginationProps = PaginationBaseProps &
  (
    | {
        /** The list's path; page 1 links to it bare, page n ≥ 2 to `{basePath}/page/{n}`. */
        basePath: string;
        getPageHref?: never;
      }
    | {
        /** For lists whose paths follow another rule, e.g. `buildTanyaRecommendedPath` (`/page/1`). */
        getPageHref: (page: number) => string;
        basePath?: never;
      }
  );

function Arrow({ direction, className }: { direction: 'previous' | 'next'; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d={direction === 'previous' ? 'm10 3-5 5 5 5' : 'm6 3 5 5-5 5'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A step link (previous or next). At either end it stays in place, visible but disabled: no
 * href (so not focusable), announced as a disabled link.
 */
function StepLink({
  href,
  rel,
  className,
  children,
}: {
  href: string | undefined;
  rel: 'prev' | 'next';
  className: string;
  children: ReactNode;
}) {
  if (href === undefined) {
    return (
      <a role="link" aria-disabled="true" data-disabled="" className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} rel={rel} className={className}>
      {children}
    </a>
  );
}

/**
 * Page links of a list. Every page is a real URL (crawlable, shareable), so these are links,
 * not buttons: previous and next, the first and last page, the current page with its
 * neighbours, and "…" for the gaps. At either end the previous or next link stays in place but
 * disabled. Nothing is rendered for a list of one page. Plain HTML, no client JavaScript, so a
 * server component can pass `getPageHref` directly.
 *
 * @example
 * <Pagination basePath="/tanya/topic/10/matematika/persamaan-kuadrat" currentPage={3} totalPages={12} />
 * <Pagination getPageHref={buildTanyaRecommendedPath} currentPage={1} totalPages={40} />
 */
export function Pagination({
  currentPage,
  totalPages,
  'aria-label': ariaLabel = 'Halaman',
  previousLabel = 'Sebelumnya',
  nextLabel = 'Berikutnya',
  getPageLabel = (page) => `Halaman ${page}`,
  siblingCount,
  basePath,
  getPageHref,
}: PaginationProps) {
  const pages = buildPageWindow({ currentPage, totalPages, siblingCount });
  if (pages.length < 2) return null;
  const lastPage = Math.floor(totalPages);
  const current = Math.min(Math.max(1, Math.round(currentPage)), lastPage);
  const hrefOf = (page: number) =>
    getPageHref ? getPageHref(page) : buildPaginatedPath(basePath ?? '/', page);
  const hasPrevious = current > 1;
  const hasNext = current < lastPage;
  const classes = pagination();
  return (
    <nav aria-label={ariaLabel} className={classes.root}>
      <ul className={classes.list}>
        <li>
          <StepLink href={hasPrevious ? hrefOf(current - 1) : undefined} rel="prev" className={classes.link}>
            <Arrow direction="previous" className={classes.icon} />
            <span className={classes.stepLabel}>{previousLabel}</span>
          </StepLink>
        </li>
        {pages.map((page, index) =>
          page === PAGE_GAP ? (
            <li key={`gap-${index}`} aria-hidden="true" className={classes.gap}>
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={hrefOf(page)}
                aria-label={getPageLabel(page)}
                aria-current={page === current ? 'page' : undefined}
                className={classes.link}
              >
                {page}
              </a>
            </li>
          ),
        )}
        <li>
          <StepLink href={hasNext ? hrefOf(current + 1) : undefined} rel="next" className={classes.link}>
            <span className={classes.stepLabel}>{nextLabel}</span>
            <Arrow direction="next" className={classes.icon} />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}
