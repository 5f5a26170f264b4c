import { css } from '@bimbel/styled-system/css';
import { Skeleton, SkeletonStatus } from './skeleton.tsx';

const layout = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  maxWidth: 'container',
  marginInline: 'auto',
});
const heading = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: {
    base: '1fr',
    tablet: 'repeat(2, minmax(0, 1fr))',
    laptop: 'repeat(3, minmax(0, 1fr))',
  },
});
const card = css({ display: 'flex', flexDirection: 'column', gap: '2' });

export type TanyaCategorySkeletonProps = {
  /** How many video cards to sketch; six fill two rows on a laptop. */
  cardCount?: number;
  /** What screen readers hear while the page loads. */
  label?: string;
};

/**
 * Stand-in for a Tanya topic or chapter page while it loads: the title, the breadcrumb line
 * and a grid of video cards (16:9 thumbnail, two title lines, duration).
 *
 * @example
 * <Suspense fallback={<TanyaCategorySkeleton />}>…</Suspense>
 */
export function TanyaCategorySkeleton({ cardCount = 6, label }: TanyaCategorySkeletonProps) {
  return (
    <SkeletonStatus label={label} className={layout}>
      <div className={heading}>
        <Skeleton shape="line" width="45%" />
        <Skeleton shape="block" width="70%" height={32} />
      </div>
      <div className={grid}>
        {Array.from({ length: cardCount }, (_, index) => (
          <div key={index} className={card}>
            <Skeleton shape="block" aspectRatio="16 / 9" />
            <div>
              <Skeleton shape="line" />
              <Skeleton shape="line" width="75%" />
            </div>
            <Skeleton shape="line" width={56} />
          </div>
        ))}
      </div>
    </SkeletonStatus>
  );
}
