import { css } from '@bimbel/styled-system/css';
import { mathTextClass } from '#site/lib/math-text-class.ts';
import type { WorkedSolution } from './video-page-model.ts';

const styles = {
  heading: css({ fontSize: 'lg', marginBottom: '2' }),
  list: css({
    margin: 0,
    paddingInlineStart: '6',
    listStyleType: 'decimal',
    display: 'grid',
    // A step no wider than the list: its widest formula scrolls inside itself (mathTextClass).
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '2',
    lineHeight: '1.6',
    '& > li::marker': { color: 'brand.700', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' },
  }),
  answer: css({
    marginTop: '3',
    marginBottom: 0,
    paddingBlock: '2',
    paddingInline: '3',
    border: '1px solid',
    borderColor: 'brand.200',
    borderRadius: 'md',
    background: 'brand.50',
    lineHeight: '1.6',
  }),
};

/**
 * The worked solution under the video (decision 096): the steps as a numbered list and the final
 * answer. The HTML comes from `renderQuestionHtml` (formulas as MathML, everything else escaped),
 * rendered on the server like the question itself: no client code.
 */
export function WorkedSteps({ solution }: { solution: WorkedSolution | undefined }) {
  if (!solution) return null;
  return (
    <section aria-labelledby="langkah-pembahasan">
      <h2 id="langkah-pembahasan" className={styles.heading}>
        Langkah pembahasan
      </h2>
      <ol className={styles.list}>
        {solution.stepsHtml.map((html, index) => (
          <li key={index} className={mathTextClass} dangerouslySetInnerHTML={{ __html: html }} />
        ))}
      </ol>
      {solution.answerHtml === null ? null : (
        <p className={styles.answer}>
          <strong>Jawaban:</strong>{' '}
          <span className={mathTextClass} dangerouslySetInnerHTML={{ __html: solution.answerHtml }} />
        </p>
      )}
    </section>
  );
}
