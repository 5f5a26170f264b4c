import { css } from '@bimbel/styled-system/css';
import { TanyaCategorySkeleton } from '@bimbel/ui/skeleton/tanya-category-skeleton';
import { TanyaVideoSkeleton } from '@bimbel/ui/skeleton/tanya-video-skeleton';

// The same frame as the pages they stand in for.
const frame = css({ paddingInline: '4', paddingBlock: { base: '6', tablet: '10' } });

/** What a list-like Tanya page (home, recommended, topic, chapter, search) looks like while it loads. */
export function TanyaListSkeleton() {
  return (
    <div className={frame}>
      <TanyaCategorySkeleton label="Memuat video…" />
    </div>
  );
}

/** What the Tanya video page looks like while it loads. */
export function TanyaVideoPageSkeleton() {
  return (
    <div className={frame}>
      <TanyaVideoSkeleton label="Memuat video…" />
    </div>
  );
}
