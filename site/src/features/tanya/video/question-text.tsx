import { css } from '@bimbel/styled-system/css';

const questionClass = css({
  fontFamily: 'heading',
  fontSize: { base: 'xl', tablet: '2xl' },
  fontWeight: 'semibold',
  lineHeight: '1.4',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  '& math': { fontSize: '1.1em' },
  '& math[display=block]': { marginBlock: '2', overflowX: 'auto', overflowY: 'hidden' },
  // Focused by script after a client-side route change, never by Tab: no ring, like the list pages' titles.
  _focus: { outline: 'none' },
});

/**
 * The question as the page's heading: `html` comes from `renderQuestionHtml` (formulas as
 * MathML, everything else escaped), never from anywhere else.
 */
export function QuestionText({ html, id }: { html: string; id?: string }) {
  // tabIndex -1: focus lands here after a client-side route change (navigation/arrival-focus.ts).
  return <h1 id={id} tabIndex={-1} className={questionClass} dangerouslySetInnerHTML={{ __html: html }} />;
}
