import { buildTanyaRecommendedPath } from '@bimbel/domain/routes/tanya-paths';
import type { Story, StoryDefault } from '@ladle/react';
import { Pagination } from './pagination.tsx';

export default { title: 'Navigation / Pagination' } satisfies StoryDefault;

const topicPath = '/tanya/topic/10/matematika/persamaan-kuadrat';

export const FirstPage: Story = () => <Pagination basePath={topicPath} currentPage={1} totalPages={12} />;
export const MiddlePage: Story = () => <Pagination basePath={topicPath} currentPage={6} totalPages={12} />;
export const LastPage: Story = () => <Pagination basePath={topicPath} currentPage={12} totalPages={12} />;
export const FewPages: Story = () => <Pagination basePath={topicPath} currentPage={2} totalPages={3} />;
export const ManyPages: Story = () => <Pagination basePath={topicPath} currentPage={128} totalPages={250} />;

/** The Tanya recommended list keeps `/page/1` for its first page (docs/product §2). */
export const TanyaRecommended: Story = () => (
  <Pagination getPageHref={buildTanyaRecommendedPath} currentPage={2} totalPages={40} />
);

export const Phone: Story = () => (
  <div style={{ maxWidth: 328 }}>
    <Pagination basePath={topicPath} currentPage={50} totalPages={120} />
  </div>
);
