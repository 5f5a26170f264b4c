import type { Story, StoryDefault } from '@ladle/react';
import { Skeleton, SkeletonStatus } from './skeleton.tsx';
import { TanyaCategorySkeleton } from './tanya-category-skeleton.tsx';
import { TanyaVideoSkeleton } from './tanya-video-skeleton.tsx';

export default { title: 'Feedback / Skeleton' } satisfies StoryDefault;

export const Primitives: Story = () => (
  <SkeletonStatus>
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 16 }}>
      <Skeleton shape="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton shape="line" width="60%" />
        <Skeleton shape="line" width="40%" />
      </div>
    </div>
    <Skeleton shape="block" height={120} />
  </SkeletonStatus>
);

export const TanyaCategory: Story = () => <TanyaCategorySkeleton />;
export const TanyaVideo: Story = () => <TanyaVideoSkeleton />;
