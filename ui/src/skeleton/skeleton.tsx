import { css } from '@bimbel/styled-system/css';
import { skeleton, type SkeletonVariantProps } from '@bimbel/styled-system/recipes';
import type { CSSProperties, ReactNode } from 'react';

export type SkeletonProps = SkeletonVariantProps & {
  /** CSS width, e.g. `'60%'` or `120` (px). Blocks and lines fill their container by default. */
  width?: CSSProperties['width'];
  /** CSS height; a block needs a height or an `aspectRatio`. */
  height?: CSSProperties['height'];
  /** E.g. `'16 / 9'` for a video thumbnail. */
  aspectRatio?: CSSProperties['aspectRatio'];
};

/**
 * A grey placeholder shaped like the content it stands in for. Always hidden from assistive
 * tech: put skeletons inside a `SkeletonStatus`, which tells screen readers the page is loading.
 *
 * @example
 * <Skeleton shape="line" width="60%" />
 * <Skeleton shape="block" aspectRatio="16 / 9" />
 */
export function Skeleton({ shape, width, height, aspectRatio }: SkeletonProps) {
  return <span aria-hidden="true" className={skeleton({ shape })} style={{ width, height, aspectRatio }} />;
}

// A div is a block already; setting display here would fight the caller's layout class (flex, grid).
const statusClass = css({ width: '100%' });
const visuallyHidden = css({ srOnly: true });

export type SkeletonStatusProps = {
  children: ReactNode;
  /** What screen readers hear; also the region's accessible name. */
  label?: string;
  className?: string;
};

/**
 * The loading region around skeletons: a `role="status"` named "Memuat…", whose only readable
 * text is that label, so screen readers say the page is loading instead of reading grey boxes.
 *
 * It deliberately carries no `aria-busy`: assistive tech may hold back what a busy live region
 * says until it is no longer busy, and a skeleton is removed, never un-busied — the message
 * would never be heard. Mark the region being replaced (e.g. `<main>`) busy instead.
 *
 * @example
 * <SkeletonStatus><Skeleton shape="line" width="40%" /></SkeletonStatus>
 */
export function SkeletonStatus({ children, label = 'Memuat…', className }: SkeletonStatusProps) {
  return (
    <div role="status" aria-label={label} className={[statusClass, className].filter(Boolean).join(' ')}>
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}
