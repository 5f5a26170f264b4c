/*
 * LaTeX commands read aloud as text, for descriptions, snippets and search. Commands not
 * listed lose their backslash and keep their arguments.
 */
const SYMBOLS: Readonly<Record<string, string>> = {
  times: '×',
  cdot: '·',
  div: ':',
  pm: '±',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  pi: 'π',
  alpha: 'α',
  beta: 'β',
  theta: 'θ',
  Delta: 'Δ',
  gamma: 'γ',
  lambda: 'λ',
  mu: 'μ',
  rho: 'ρ',
  sigma: 'σ',
  Sigma: 'Σ',
  omega: 'ω',
  Omega: 'Ω',
  dots: '…',
  ldots: '…',
  cdots: '…',
  degree: '°',
  circ: '°',
  infty: '∞',
  rightarrow: '→',
  to: '→',
  percent: '%',
};

const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻', '+': '⁺',
};

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

const GREEK_BEFORE_VARIABLE = /([α-ωΑ-Ω])\s+(?=[A-Za-z](?![A-Za-z]))/g;

function toSuperscript(text: string): string {
  return [...text].every((char) => char in SUPERSCRIPTS) ? [...text].map((char) => SUPERSCRIPTS[char]).join('') : `^${text}`;
}

/** `\begin{pmatrix} 2 & 1 \\ 3 & 4 \end{pmatrix}` as `(2 1; 3 4)`: rows by `;`, cells by spaces. */
function matrixToText(_: string, open: string, body: string): string {
  const [left, right] = open === 'b' ? ['[', ']'] : open === 'v' ? ['|', '|'] : ['(', ')'];
  const rows = body.split('\\\\').map((row) => row.split('&').map((cell) => cell.trim()).join(' '));
  return `${left}${rows.join('; ')}${right}`;
}

/** Rewrites one maths span (the inside of $…$) as plain text. */
function mathToText(math: string): string {
  let text = math
    // A degree is written as a power of \circ: 30^\circ, 30^{\circ}.
    .replace(/\^\{?\\circ\}?/g, '°')
    // Known symbols next, whole names only (`\rightarrow` is not `\right` + "arrow"), so that
    // unwrapping `\mathrm{C}` later cannot glue a command to letters (`\mu\mathrm{C}`).
    .replace(/\\([A-Za-z]+)(?![A-Za-z])/g, (command: string, name: string) => SYMBOLS[name] ?? command)
    // LaTeX sets a Greek letter against a one-letter variable: `\Delta H` is ΔH.
    .replace(GREEK_BEFORE_VARIABLE, '$1')
    // Isotopes: ^{23}_{11}Na is ²³₁₁Na.
    .replace(/\^\{(\d+)\}_\{(\d+)\}/g, (_, mass: string, number: string) => `${toSuperscript(mass)}${[...number].map((digit) => SUBSCRIPT_DIGITS[Number(digit)]).join('')}`)
    .replace(/\\begin\{([pbv]?)matrix\}([\s\S]*?)\\end\{[pbv]?matrix\}/g, matrixToText);
  // Innermost first, so nested fractions and roots unwrap step by step.
  for (let pass = 0; pass < 5; pass++) {
    text = text
      .replace(/\\d?frac\{([^{}]*)\}\{([^{}]*)\}/g, '$1/$2')
      .replace(/\\sqrt\[([^{}\]]*)\]\{([^{}]*)\}/g, '$1√($2)')
      .replace(/\\sqrt\{([^{}]*)\}/g, '√$1')
      .replace(/\^\{([^{}]*)\}/g, (_, power: string) => toSuperscript(power))
      .replace(/_\{([^{}]*)\}/g, '$1')
      // Font and text commands keep only their text: \mathrm{C} is C.
      .replace(/\\(?:text|textrm|textbf|textit|mathrm|mathbf|mathit|mathsf|operatorname)\{([^{}]*)\}/g, '$1');
  }
  return text
    .replace(/\^([\w+-])/g, (_, power: string) => toSuperscript(power))
    .replace(/_(\w)/g, '$1')
    .replace(/\\(?:(?:left|right|displaystyle|quad|qquad)(?![A-Za-z])|[,;! ])/g, ' ')
    .replace(/\\%/g, '%')
    .replace(/\\([A-Za-z]+)/g, (_, name: string) => SYMBOLS[name] ?? name)
    .replace(/[{}]/g, '');
}

/**
 * A question text with its LaTeX (between `$…$` or `$$…$$`) rewritten as readable plain text,
 * whitespace collapsed. Used for meta descriptions, snippets and the search index.
 *
 * @example
 * toPlainQuestionText('Hitung $\\frac{3}{4} + \\frac{1}{2}$ dan $x^{2}$.'); // 'Hitung 3/4 + 1/2 dan x².'
 */
export function toPlainQuestionText(text: string): string {
  return text
    .replace(/\$\$([^$]*)\$\$|\$([^$]*)\$/g, (_, display: string | undefined, inline: string | undefined) =>
      mathToText(display ?? inline ?? ''),
    )
    .replace(/\s+/g, ' ')
    .trim();
}
