import { css } from '@bimbel/styled-system/css';
import { sectionTitle } from './listing.styles.ts';

export type ChapterTopic = { name: string; path: string; questionCount: number };

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '2', marginTop: '3' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '10',
  paddingInline: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'brand.200',
  bg: 'brand.50',
  color: 'brand.800',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { bg: 'brand.100', textDecoration: 'underline' },
  _focusVisible: { focusOutline: 'default' },
});
const count = css({ fontWeight: 'normal', color: 'muted', fontSize: 'sm' });

/** A chapter's topics as links to their own listings, each with its number of videos. */
export function ChapterTopics({ topics }: { topics: readonly ChapterTopic[] }) {
  if (topics.length === 0) return null;
  return (
    <section aria-labelledby="chapter-topics-title">
      <h2 id="chapter-topics-title" className={sectionTitle}>
        Topik di bab ini
      </h2>
      <ul className={list}>
        {topics.map((topic) => (
          <li key={topic.path}>
            <a href={topic.path} className={chip}>
              {topic.name} <span className={count}>{topic.questionCount} video</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
