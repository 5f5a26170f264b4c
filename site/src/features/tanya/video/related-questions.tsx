import { buildTanyaVideoPath } from '@bimbel/domain/routes/tanya-paths';
import { css } from '@bimbel/styled-system/css';
import { VideoCard } from '@bimbel/ui/video-card/video-card';
import { THUMBNAIL_PLACEHOLDER } from '../listing/question-card-grid.tsx';

const styles = {
  heading: css({ fontSize: 'lg', marginBottom: '3' }),
  list: css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: '1fr', tablet: 'repeat(2, minmax(0, 1fr))', laptop: '1fr' },
  }),
};

export type RelatedQuestion = {
  id: string;
  slug: string;
  plainText: string;
  durationSeconds: number;
  thumbnailUrl: string | null;
  verified: boolean;
};

/** Other questions worth watching next, linked at their canonical addresses. */
export function RelatedQuestions({ questions }: { questions: readonly RelatedQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="soal-terkait">
      <h2 id="soal-terkait" className={styles.heading}>
        Soal terkait
      </h2>
      <ul className={styles.list}>
        {questions.map((question) => (
          <li key={question.id}>
            <VideoCard
              href={buildTanyaVideoPath(question.id, question.slug)}
              title={question.plainText}
              thumbnailSrc={question.thumbnailUrl ?? THUMBNAIL_PLACEHOLDER}
              thumbnailWidth={320}
              thumbnailHeight={180}
              thumbnailSizes="(min-width: 1200px) 340px, (min-width: 768px) 50vw, 100vw"
              durationSeconds={question.durationSeconds}
              isVerified={question.verified}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
