import { css } from '@bimbel/styled-system/css';
import { VideoCard } from '@bimbel/ui/video-card/video-card';
import { buildTanyaVideoPath } from '@bimbel/domain/routes/tanya-paths';
import type { CSSProperties } from 'react';
import { verifiedCardDelayMs } from './verified-card-delay.ts';

/** Shown when a question has no thumbnail of its own. */
export const THUMBNAIL_PLACEHOLDER = '/images/tanya/thumbnail-placeholder.svg';

/** What a card needs of a question (a `TanyaQuestionCard` from the queries fits). */
export type QuestionCardData = {
  id: string;
  slug: string;
  plainText: string;
  durationSeconds: number;
  thumbnailUrl: string | null;
  teacherName: string;
  verified: boolean;
};

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: {
    base: '1fr',
    tablet: 'repeat(2, minmax(0, 1fr))',
    laptop: 'repeat(3, minmax(0, 1fr))',
  },
});

// The highlight ring of a verified video fades in after docs/product §9's base delay plus a stagger;
// people who ask for less motion see it at once. It lies over the thumbnail without taking
// clicks, but under the card link's focus ring (z-index 1 in the video-card recipe): above it,
// the 2 px ring hid all but 1 px of the 3 px focus outline on verified cards.
const item = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  '& > article': { flex: '1' },
  '&[data-verified]::after': {
    content: '""',
    position: 'absolute',
    inset: '0',
    zIndex: '0',
    borderRadius: 'xl',
    boxShadow: 'inset 0 0 0 2px token(colors.success)',
    pointerEvents: 'none',
    animationName: 'fadeIn',
    animationDuration: '600ms',
    animationTimingFunction: 'ease-out',
    animationFillMode: 'both',
    animationDelay: 'var(--verified-delay)',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export type QuestionCardGridProps = {
  questions: readonly QuestionCardData[];
  /** Level of each card's title within the page outline. */
  headingLevel?: 2 | 3;
  /** Cards above the fold load their thumbnails eagerly. */
  priorityCount?: number;
};

/**
 * A grid of Tanya video cards: the question as plain text, duration, teacher, verified badge
 * and highlight. Server-rendered HTML; thumbnails are lazy except the first few.
 */
export function QuestionCardGrid({ questions, headingLevel = 2, priorityCount = 2 }: QuestionCardGridProps) {
  return (
    <ul className={grid}>
      {questions.map((question, index) => (
        <li
          key={question.id}
          className={item}
          data-verified={question.verified ? '' : undefined}
          style={
            question.verified
              ? ({ '--verified-delay': `${verifiedCardDelayMs(index)}ms` } as CSSProperties)
              : undefined
          }
        >
          <VideoCard
            href={buildTanyaVideoPath(question.id, question.slug)}
            title={question.plainText}
            titleLimit={90}
            thumbnailSrc={question.thumbnailUrl ?? THUMBNAIL_PLACEHOLDER}
            priority={index < priorityCount}
            durationSeconds={question.durationSeconds}
            byline={question.teacherName}
            isVerified={question.verified}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
