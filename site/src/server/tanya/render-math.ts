import temml from 'temml';

/*
 * Server-side maths for question texts (issue 6): each `$…$` (inline) or `$$…$$` (display)
 * span of LaTeX becomes MathML, which every current browser draws natively — no client
 * JavaScript (docs/decisions/055-mathml-via-temml.md); only brackets and radicals that must
 * stretch fetch a 3.6 KB font (decision 061, question-text.tsx). Everything outside the
 * spans is escaped. A formula temml cannot read is shown as its source text instead: a typo in
 * one question must never take its page down.
 */

/** The same spans `toPlainQuestionText` reads (domain/src/tanya/question-plain-text.ts). */
const MATH_SPAN = /\$\$([^$]+)\$\$|\$([^$]+)\$/g;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place between HTML tags or inside a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * One formula as a MathML `<math>` element, or undefined when it is not valid LaTeX (or uses a
 * command temml does not trust, such as `\href`). Macro expansion is bounded, so a recursive
 * `\def` fails fast instead of hanging the render.
 *
 * @example
 * renderFormula('\\frac{3}{4}', false); // '<math><mfrac><mn>3</mn><mn>4</mn></mfrac></math>'
 */
export function renderFormula(tex: string, displayMode: boolean): string | undefined {
  try {
    return temml.renderToString(tex, { displayMode, throwOnError: true, trust: false, maxExpand: 200 });
  } catch {
    return undefined;
  }
}

/**
 * A question text as HTML: formulas as MathML, the rest escaped (newlines kept; the page shows
 * them with `white-space: pre-line`). A broken formula stays as its escaped source, dollars
 * included, so the reader still sees what was meant.
 *
 * @example
 * renderQuestionHtml('Hitung $x^2$ jika x < 3'); // 'Hitung <math>…</math> jika x &lt; 3'
 */
export function renderQuestionHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(MATH_SPAN)) {
    const [source, display, inline] = match;
    html += escapeHtml(text.slice(last, match.index));
    const tex = (display ?? inline ?? '').trim();
    const mathml = tex === '' ? undefined : renderFormula(tex, display !== undefined);
    html += mathml ?? escapeHtml(source);
    last = match.index + source.length;
  }
  return html + escapeHtml(text.slice(last));
}
