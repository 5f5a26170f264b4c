import { css } from '@bimbel/styled-system/css';
import { Skeleton, SkeletonStatus } from './skeleton.tsx';

// The video page reads in one column as wide as the player (docs/product §9: 780 px).
const layout = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  maxWidth: 'reading',
  marginInline: 'auto',
});
const block = css({ display: 'flex', flexDirection: 'column' });

export type TanyaVideoSkeletonProps = {
  /** Lines sketched for the transcript under the video. */
  transcriptLineCount?: number;
  /** What screen readers hear while the page loads. */
  label?: string;
};

/**
 * Stand-in for a Tanya video page while it loads: breadcrumb, the question text, a 16:9 video
 * block at most 780 px wide and the transcript.
 *
 * @example
 * <Suspense fallback={<TanyaVideoSkeleton />}>…</Suspense>
 */
export function TanyaVideoSkeleton({ transcriptLineCount = 5, label }: TanyaVideoSkeletonProps) {
  return (
    <SkeletonStatus label={label} className={layout}>
      <Skeleton shape="line" width="55%" />
      <div className={block}>
        <Skeleton shape="line" />
        <Skeleton shape="line" />
        <Skeleton shape="line" width="60%" />
      </div>
      <Skeleton shape="block" aspectRatio="16 / 9" />
      <div className={block}>
        <Skeleton shape="block" width="35%" height={24} />
        {Array.from({ length: transcriptLineCount }, (_, index) => (
          <Skeleton key={index} shape="line" width={index === transcriptLineCount - 1 ? '50%' : undefined} />
        ))}
      </div>
    </SkeletonStatus>
  );
}
