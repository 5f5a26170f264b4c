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
  // Delimiters that grow with their contents (temml's \left…\right, matrices, \binom, \big)
  // and radicals take their sizes from their first font's MATH table, which the phone's `math`
  // font may lack (decision 061). Only these use the subset (math-font/math-font.css), so a page
  // without them never downloads it; the contents of a radical keep the browser's maths font.
  '& :is(mo[stretchy="true"], mo[fence="true"]:not([stretchy="false"]), mo[minsize], msqrt, mroot)': {
    fontFamily: "'CoBelajar Math Delimiters', math",
  },
  '& :is(msqrt, mroot) > *': { fontFamily: 'math' },
  // Chromium draws no `menclose`: temml marks \overline (repeating decimals, 0,3̅) and
  // \underline with classes, drawn here as borders as temml's own stylesheet does.
  '& .tml-overline': { paddingTop: '0.1em', borderTop: '0.065em solid' },
  '& .tml-underline': { paddingBottom: '0.1em', borderBottom: '0.065em solid' },
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
