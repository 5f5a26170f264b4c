import { css } from '@bimbel/styled-system/css';

/**
 * How maths rendered on the server (`renderQuestionHtml`: MathML, the rest escaped) reads inside a
 * text: Tanya's question headings and the class Q&A's questions and answers. Add it beside the
 * text's own class.
 */
export const mathTextClass = css({
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  // MathML never breaks a line inside a formula: one wider than the text (a chain of equalities
  // on a 360 px phone) scrolls inside its own box instead of pushing the page sideways. Chromium
  // keeps the formula's own baseline on a scrolling <math>, so the text around it stays aligned.
  '& math': { fontSize: '1.1em', maxWidth: '100%', overflowX: 'auto', overflowY: 'hidden' },
  '& math[display=block]': { marginBlock: '2', overflowX: 'auto', overflowY: 'hidden' },
  // Delimiters that grow with their contents (temml's \left…\right, matrices, \binom, \big)
  // and radicals take their sizes from their first font's MATH table, which the phone's `math`
  // font may lack (decision 061). Only these use the subset (math-font/math-font.css, loaded by
  // the root layout), so a page without them never downloads it; the contents of a radical keep
  // the browser's maths font.
  '& :is(mo[stretchy="true"], mo[fence="true"]:not([stretchy="false"]), mo[minsize], msqrt, mroot)': {
    fontFamily: "'CoBelajar Math Delimiters', math",
  },
  '& :is(msqrt, mroot) > *': { fontFamily: 'math' },
  // Chromium draws no `menclose`: temml marks \overline (repeating decimals, 0,3̅) and
  // \underline with classes, drawn here as borders as temml's own stylesheet does.
  '& .tml-overline': { paddingTop: '0.1em', borderTop: '0.065em solid' },
  '& .tml-underline': { paddingBottom: '0.1em', borderBottom: '0.065em solid' },
});
