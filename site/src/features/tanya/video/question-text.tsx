import { css } from '@bimbel/styled-system/css';
import { renderQuestionHtml } from './render-math.ts';

const questionClass = css({
  fontFamily: 'heading',
  fontSize: { base: 'xl', tablet: '2xl' },
  fontWeight: 'semibold',
  lineHeight: '1.4',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  '& math': { fontSize: '1.1em' },
  '& math[display=block]': { marginBlock: '2', overflowX: 'auto', overflowY: 'hidden' },
});

/**
 * The question as the page's heading, its formulas already MathML from the server
 * (`renderQuestionHtml` escapes everything else).
 */
export function QuestionText({ text, id }: { text: string; id?: string }) {
  return <h1 id={id} className={questionClass} dangerouslySetInnerHTML={{ __html: renderQuestionHtml(text) }} />;
}
