import { css } from '@bimbel/styled-system/css';
import { mathTextClass } from '#site/lib/math-text-class.ts';

const questionClass = css({
  fontFamily: 'heading',
  fontSize: { base: 'xl', tablet: '2xl' },
  fontWeight: 'semibold',
  lineHeight: '1.4',
  // Focused by script after a client-side route change, never by Tab: no ring, like the list pages' titles.
  _focus: { outline: 'none' },
});

/**
 * The question as the page's heading: `html` comes from `renderQuestionHtml` (formulas as
 * MathML, everything else escaped), never from anywhere else.
 */
export function QuestionText({ html, id }: { html: string; id?: string }) {
  // tabIndex -1: focus lands here after a client-side route change (navigation/arrival-focus.ts).
  return (
    <h1
      id={id}
      tabIndex={-1}
      className={`${questionClass} ${mathTextClass}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
