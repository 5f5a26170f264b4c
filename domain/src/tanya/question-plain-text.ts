import { LATEX_GREEK, LATEX_SYMBOLS } from '../speech/spoken-symbols.ts';

/*
 * LaTeX as readable plain text, for descriptions, titles, listings, slugs and search. Every
 * command becomes text: a symbol its character (\times ×), a function its name (\sin sin), a
 * wrapper its argument (\text{kg} kg, \overline{AB} AB), anything else nothing — never its
 * name, which would show as a word ("0,overline3") in cards, titles and addresses.
 */
const SYMBOLS: Readonly<Record<string, string>> = {
  ...LATEX_GREEK,
  ...LATEX_SYMBOLS,
  div: ':',
  degree: '°',
  circ: '°',
  percent: '%',
  '%': '%',
  '#': '#',
  '&': '&',
  _: '_',
};

/** Function names that print as themselves: \sin x is "sin x". */
const FUNCTIONS = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'arcsin',
  'arccos',
  'arctan',
  'sinh',
  'cosh',
  'tanh',
  'log',
  'lg',
  'ln',
  'exp',
  'lim',
  'max',
  'min',
  'det',
  'gcd',
  'mod',
  'bmod',
]);

/** Set braces stay braces; these stand for them until markup braces are gone. */
const OPEN_SET = '\uE000';
const CLOSE_SET = '\uE001';

const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
  '+': '⁺',
};

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

const GREEK_BEFORE_VARIABLE = /([α-ωΑ-Ω])\s+(?=[A-Za-z](?![A-Za-z]))/g;

/** Commands whose argument is their text: fonts, \text, accents (\overline{AB} is the segment AB), boxes. */
const WRAPPERS =
  'text|textrm|textbf|textit|textsf|textup|textnormal|mbox|mathrm|mathbf|mathit|mathsf|mathbb|mathcal|boldsymbol|operatorname|' +
  'overline|underline|bar|vec|hat|widehat|tilde|widetilde|dot|ddot|overrightarrow|boxed|ce';

function toSuperscript(text: string): string {
  return [...text].every((char) => char in SUPERSCRIPTS)
    ? [...text].map((char) => SUPERSCRIPTS[char]).join('')
    : `^${text}`;
}

/**
 * 0,\overline{3} as 0,333… and 0,\overline{27} as 0,2727…: the repeating block written out
 * until at least three digits show, then an ellipsis.
 */
function repeatingDecimal(_: string, whole: string, fixed: string, block: string): string {
  return `${whole},${fixed}${block.repeat(Math.max(2, Math.ceil(3 / block.length)))}…`;
}

/** `\begin{pmatrix} 2 & 1 \\ 3 & 4 \end{pmatrix}` as `(2 1; 3 4)`: rows by `;`, cells by spaces. */
function matrixToText(_: string, environment: string, body: string): string {
  const [left, right] = /^b/.test(environment)
    ? ['[', ']']
    : /^v/i.test(environment)
      ? ['|', '|']
      : /matrix$/.test(environment)
        ? ['(', ')']
        : ['', ''];
  const rows = body
    .replace(/^\{[^{}]*\}/, environment === 'array' ? '' : '$&')
    .split('\\\\')
    .map((row) =>
      row
        .split('&')
        .map((cell) => cell.trim())
        .filter((cell) => cell !== '')
        .join(' '),
    )
    .filter((row) => row !== '');
  return `${left}${rows.join('; ')}${right}`;
}

/** Rewrites one maths span (the inside of $…$) as plain text. */
function mathToText(math: string): string {
  let text = math
    // A degree is written as a power of \circ: 30^\circ, 30^{\circ}.
    .replace(/\^\{?\\circ\}?/g, '°')
    .replace(/(\d+)(?:\{,\}|,)(\d*)\\(?:overline|bar)\s*\{(\d+)\}/g, repeatingDecimal)
    .replace(
      /\\(?:overline|bar)\s*\{(\d+)\}/g,
      (_, block: string) => `${block.repeat(Math.max(2, Math.ceil(3 / block.length)))}…`,
    )
    .replace(/\\begin\{(\w+)\*?\}([\s\S]*?)\\end\{\w+\*?\}/g, matrixToText)
    .replace(
      /\\(?:left|right|middle|[bB]igg?[lr]?)\s*(?:\\([{}|])|([()[\]|./]))/g,
      (_, escaped: string | undefined, plain: string | undefined) =>
        escaped === '{'
          ? OPEN_SET
          : escaped === '}'
            ? CLOSE_SET
            : escaped === '|'
              ? '‖'
              : plain === '.'
                ? ''
                : (plain ?? ''),
    )
    .replace(/\\\{/g, OPEN_SET)
    .replace(/\\\}/g, CLOSE_SET)
    .replace(/\\not\s*=/g, '≠')
    .replace(/\\not\s*\\in(?![A-Za-z])/g, '∉')
    // Known symbols next, whole names only (`\rightarrow` is not `\right` + "arrow"), so that
    // unwrapping `\mathrm{C}` later cannot glue a command to letters (`\mu\mathrm{C}`).
    .replace(/\\([A-Za-z]+)(?![A-Za-z])/g, (command: string, name: string) => SYMBOLS[name] ?? command)
    // LaTeX sets a Greek letter against a one-letter variable: `\Delta H` is ΔH.
    .replace(GREEK_BEFORE_VARIABLE, '$1')
    // Isotopes: ^{23}_{11}Na is ²³₁₁Na.
    .replace(
      /\^\{(\d+)\}_\{(\d+)\}/g,
      (_, mass: string, number: string) =>
        `${toSuperscript(mass)}${[...number].map((digit) => SUBSCRIPT_DIGITS[Number(digit)]).join('')}`,
    );
  // A decimal comma written as {,} (so LaTeX puts no space after it) is a comma.
  text = text.replace(/\{,\}/g, ',');
  // Innermost first, so nested fractions and roots unwrap step by step. A numerator or
  // denominator of more than one term keeps its grouping: \frac{2 \times 2}{3 \times 2} is
  // (2 × 2)/(3 × 2), not 2 × 2/3 × 2 (which reads as 8/3).
  for (let pass = 0; pass < 8; pass++) {
    text = text
      .replace(/\\[dtc]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, (_, top: string, bottom: string) => `${grouped(top)}/${grouped(bottom)}`)
      .replace(/\\binom\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, 'C($1, $2)')
      .replace(/\\sqrt\s*\[([^{}\]]*)\]\s*\{([^{}]*)\}/g, '$1√($2)')
      .replace(/\\sqrt\s*\{([^{}]*)\}/g, '√$1')
      .replace(/\^\{([^{}]*)\}/g, (_, power: string) => toSuperscript(power))
      .replace(/_\{([^{}]*)\}/g, '$1')
      .replace(new RegExp(String.raw`\\(?:${WRAPPERS})\s*\{([^{}]*)\}`, 'g'), '$1')
      // Commands that only style or place what follows (\color{red}, \phantom{x}) show nothing.
      .replace(/\\(?:color|phantom|hphantom|vphantom|label|tag|hspace|vspace)\s*\{[^{}]*\}/g, '');
  }
  return (
    text
      .replace(/\\[dtc]?frac\s*(\d)(\d)/g, '$1/$2')
      .replace(/\\sqrt\s*(\d)/g, '√$1')
      .replace(/\^([\w+-])/g, (_, power: string) => toSuperscript(power))
      .replace(/_(\w)/g, '$1')
      .replace(/\\(?:quad|qquad|displaystyle|textstyle|limits|nolimits)(?![A-Za-z])|\\[,;: ]|~/g, ' ')
      .replace(/\\!/g, '')
      .replace(/\\%/g, '%')
      .replace(/\\\\/g, '; ')
      // What is left: a function prints its name, an unknown command nothing (its argument, if
      // any, stays), so no command name ever shows as a word.
      .replace(/\\([A-Za-z]+)/g, (_, name: string) => SYMBOLS[name] ?? (FUNCTIONS.has(name) ? name : ''))
      .replace(/\\(.)/g, '$1')
      .replace(/[{}$]/g, '')
      .replace(new RegExp(OPEN_SET, 'g'), '{')
      .replace(new RegExp(CLOSE_SET, 'g'), '}')
      // \left( \frac{1}{2} \right) is (1/2).
      .replace(/([([])\s+/g, '$1')
      .replace(/\s+([)\]])/g, '$1')
  );
}

/** A fraction's part as written after a slash: in parentheses unless it is one term (3, −2, x², 0,5). */
function grouped(part: string): string {
  const term = part.trim();
  return /^[-−]?[\p{L}\p{N}.,'′°π^_]+$/u.test(term) || /^\(.*\)$/.test(term) ? term : `(${term})`;
}

/**
 * A question text with its LaTeX (between `$…$` or `$$…$$`) rewritten as readable plain text,
 * whitespace collapsed. Used for meta descriptions, snippets and the search index.
 *
 * @example
 * toPlainQuestionText('Hitung $\\frac{3}{4} + \\frac{1}{2}$ dan $x^{2}$.'); // 'Hitung 3/4 + 1/2 dan x².'
 * toPlainQuestionText('Nyatakan $0{,}\\overline{3}$ sebagai pecahan.'); // 'Nyatakan 0,333… sebagai pecahan.'
 */
export function toPlainQuestionText(text: string): string {
  return text
    .replace(/\$\$([^$]*)\$\$|\$([^$]*)\$/g, (_, display: string | undefined, inline: string | undefined) =>
      mathToText(display ?? inline ?? ''),
    )
    .replace(/\s+/g, ' ')
    .trim();
}
