import { matchChemicalFormula } from './chemical-formula.ts';
import { attachScript, buildRoots, joinDigits, scriptNodes, unicodeScriptNodes } from './prose-scripts.ts';
import type { SpeechNode } from './speech-node.ts';
import { toSpokenInteger, toSpokenOrdinal } from './spoken-number.ts';
import { GREEK_LETTERS } from './spoken-symbols.ts';
import { readUnit } from './spoken-units.ts';

/*
 * Plain text (outside `$…$`, and the upright text of `\mathrm{…}`) as speech nodes: words stay
 * words; numbers in Indonesian writing (1.000.000, 0,5, Rp15.000, ke-20), units, chemical
 * formulas with Unicode sub- and superscripts, and maths symbols (×, −, ², √, →) are recognised.
 */

const POWER = String.raw`(?:⁻?[¹²³]|\^\{?-?\d\}?)`;
const UNIT_ATOM = String.raw`(?:°[CFR]?|[A-Za-zμΩ]+)${POWER}?`;

const PATTERNS = {
  space: /\s+/y,
  ordinal: /(?<!\p{L})[Kk]e-(\d+)(?!\d)/uy,
  currency: /(?<!\p{L})Rp\.?\s?(?=\d)/uy,
  time: /(?<=\bpukul\s)(\d{1,2})[.:](\d{2})(?!\d)/iy,
  /** 1.000.000 (dots group thousands) or 0,25 (comma before decimals) or 0,3̅ (repeating). */
  number:
    /(\d{1,3}(?:\.\d{3})+(?!\d)|\d+)(?:,((?:\d(?!\u0305))*)((?:\d\u0305)+)?(?<=\d|\u0305))?(?:\.(\d+)(?!\d))?/y,
  unit: new RegExp(String.raw`(?<!\p{L})${UNIT_ATOM}(?:[·⋅/]?${UNIT_ATOM})*(?![\p{L}\p{N}⁺⁻₊₋])`, 'uy'),
  acronym: /(?<!\p{L})[A-Z]{2,4}(?![\p{L}\d])/uy,
  functionName: /(?<!\p{L})(?:sin|cos|tan|cot|sec|csc|cosec|tg|log|ln|lim|arcsin|arccos|arctan)(?!\p{L})/uy,
  vulgarFraction: /[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/y,
  word: /\p{Script=Latin}[\p{Script=Latin}\p{M}]*(?:[-'’]\p{Script=Latin}[\p{Script=Latin}\p{M}]*)*/uy,
  superscript: /[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]+/y,
  subscript: /[₀₁₂₃₄₅₆₇₈₉₊₋]+/y,
  caretScript: /([\^_])(?:\{([^{}]*)\}|\(([^()]*)\)|(-?\d+|[A-Za-z+-]))/y,
  timesBetweenNumbers: /(?<=\d\s?)[x](?=\s?\d)/y,
  ellipsis: /\.{3}|…/y,
  divisionColon: /(?<=\s):(?=\s)/y,
  /** Hukum II Newton, kelas XI, golongan VIA: Roman numerals of two letters or more. */
  romanNumeral: /(?<!\p{L})(II|III|IV|VI|VII|VIII|IX|XI|XII|I(?=[AB]))([AB]?)(?![\p{L}\d])/uy,
};

const VULGAR_FRACTIONS: Readonly<Record<string, [string, string]>> = {
  '½': ['1', '2'],
  '⅓': ['1', '3'],
  '⅔': ['2', '3'],
  '¼': ['1', '4'],
  '¾': ['3', '4'],
  '⅕': ['1', '5'],
  '⅖': ['2', '5'],
  '⅗': ['3', '5'],
  '⅘': ['4', '5'],
  '⅙': ['1', '6'],
  '⅚': ['5', '6'],
  '⅛': ['1', '8'],
  '⅜': ['3', '8'],
  '⅝': ['5', '8'],
  '⅞': ['7', '8'],
};

const ROMAN_NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

const withoutSpaces = (nodes: readonly SpeechNode[]) => nodes.filter((node) => node.kind !== 'space');

const integerNode = (integer: string): SpeechNode => ({
  kind: 'number',
  integer,
  decimals: '',
  repeating: '',
});

const OPERATORS = new Set('×·÷=≠<>≤≥≈±∓→⇒⇔⇌←↔%‰∞∠△⊥∥∈∉⊂⊆∪∩∴∵≅∼∝≡'.split(''));
const PUNCTUATION = new Set([...',.;:?()']);

function matchAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

/** A reader of one kind of token at `position`: where it ends, or undefined when it does not apply. */
type Rule = (text: string, position: number, nodes: SpeechNode[]) => number | undefined;

/** A rule for a pattern: `read` pushes the nodes and may say how many characters it took (or false: not this). */
function byPattern(
  pattern: RegExp,
  read: (match: RegExpExecArray, nodes: SpeechNode[], text: string) => number | false | void,
): Rule {
  return (text, position, nodes) => {
    const match = matchAt(pattern, text, position);
    if (!match) return undefined;
    const length = read(match, nodes, text);
    return length === false ? undefined : position + (length ?? match[0].length);
  };
}

const readSpace = byPattern(PATTERNS.space, (_, nodes) => {
  if (nodes.at(-1)?.kind !== 'space') nodes.push({ kind: 'space' });
});

const readOrdinal = byPattern(PATTERNS.ordinal, (match, nodes) => {
  nodes.push({ kind: 'spoken', words: [toSpokenOrdinal(match[1]!)] });
});

const readCurrency = byPattern(PATTERNS.currency, (_, nodes) => {
  nodes.push({ kind: 'currency' });
});

const readTime = byPattern(PATTERNS.time, (match, nodes) => {
  const minutes = match[2] === '00' ? [] : [toSpokenInteger(String(Number(match[2])))];
  nodes.push({ kind: 'spoken', words: [toSpokenInteger(String(Number(match[1]))), ...minutes] });
});

const readNumber = byPattern(PATTERNS.number, (match, nodes, text) => {
  const [source, integer, decimals = '', repeating = '', pointDecimals] = match;
  nodes.push({
    kind: 'number',
    integer: integer!.replace(/\./g, ''),
    decimals: pointDecimals ?? decimals,
    repeating: repeating.replace(/\u0305/g, ''),
  });
  // Rp5.000,- is written with a dash for "no cents".
  const cents =
    withoutSpaces(nodes).at(-2)?.kind === 'currency' && text.startsWith(',-', match.index + source.length);
  return source.length + (cents ? 2 : 0);
});

const readRomanNumeral = byPattern(PATTERNS.romanNumeral, (match, nodes) => {
  const value = toSpokenInteger(String(ROMAN_NUMERALS.indexOf(match[1]!) + 1));
  nodes.push({ kind: 'spoken', words: [value, ...(match[2] ? [match[2]] : [])] });
});

const readUnitExpression = byPattern(PATTERNS.unit, (match, nodes) => {
  const reading = readUnit(match[0]);
  // A unit that reads as itself ("jam", "meter") is a word: "hari -3" is not "day minus 3";
  // a letter glued to a number is a variable: "sin 2A" is two A, not two amperes.
  const glued = reading?.ambiguous === true && nodes.at(-1)?.kind === 'number';
  if (!reading || reading.spoken === match[0] || glued) return false;
  nodes.push({ kind: 'unit', text: match[0], spoken: reading.spoken, ambiguous: reading.ambiguous });
});

const readFormula: Rule = (text, position, nodes) => {
  const formula = matchChemicalFormula(text, position);
  if (!formula) return undefined;
  nodes.push({ kind: 'spoken', words: formula.spoken, chemical: true });
  return formula.end;
};

const readGreekLetter: Rule = (text, position, nodes) => {
  const char = text[position]!;
  if (GREEK_LETTERS[char] === undefined) return undefined;
  nodes.push({ kind: 'letter', text: char });
  return position + 1;
};

const readTimes = byPattern(PATTERNS.timesBetweenNumbers, (_, nodes) => {
  nodes.push({ kind: 'operator', symbol: '×' });
});

const readFunctionName = byPattern(PATTERNS.functionName, (match, nodes) => {
  nodes.push({ kind: 'function', name: match[0] });
});

// ABC, SMA, GGL: acronyms are spelled, which a synthesiser does not always do.
const readAcronym = byPattern(PATTERNS.acronym, (match, nodes) => {
  nodes.push({ kind: 'spoken', words: [...match[0]] });
});

const readWord = byPattern(PATTERNS.word, (match, nodes) => {
  nodes.push({ kind: 'word', text: match[0] });
});

const readSuperscript = byPattern(PATTERNS.superscript, (match, nodes) => {
  attachScript(nodes, unicodeScriptNodes(match[0]), 'sup');
});

const readSubscript = byPattern(PATTERNS.subscript, (match, nodes) => {
  attachScript(nodes, unicodeScriptNodes(match[0]), 'sub');
});

// 2^(x + 1) and x^{n-1}: a bracketed or braced exponent is read as text of its own.
const readCaretScript = byPattern(PATTERNS.caretScript, (match, nodes) => {
  const bracketed = match[2] ?? match[3];
  const script = bracketed === undefined ? joinDigits(scriptNodes(match[4]!)) : proseToNodes(bracketed);
  attachScript(nodes, script, match[1] === '^' ? 'sup' : 'sub');
});

const readVulgarFraction = byPattern(PATTERNS.vulgarFraction, (match, nodes) => {
  const [numerator, denominator] = VULGAR_FRACTIONS[match[0]]!;
  nodes.push({
    kind: 'fraction',
    numerator: [integerNode(numerator)],
    denominator: [integerNode(denominator)],
  });
});

const readEllipsis = byPattern(PATTERNS.ellipsis, (_, nodes) => {
  nodes.push({ kind: 'operator', symbol: '…' });
});

const readDivisionColon = byPattern(PATTERNS.divisionColon, (_, nodes) => {
  nodes.push({ kind: 'operator', symbol: ':' });
});

/**
 * The readers in the order they are tried: a currency before a number, a unit before a
 * chemical formula before a word.
 */
const RULES: readonly Rule[] = [
  readSpace,
  readOrdinal,
  readCurrency,
  readTime,
  readNumber,
  readRomanNumeral,
  readUnitExpression,
  readFormula,
  readGreekLetter,
  readTimes,
  readFunctionName,
  readAcronym,
  readWord,
  readSuperscript,
  readSubscript,
  readCaretScript,
  readVulgarFraction,
  readEllipsis,
  readDivisionColon,
];

const before = (text: string, position: number) => text.slice(0, position);
const after = (text: string, position: number) => text.slice(position + 1);

/** One character of maths or punctuation; what has no sound (emoji, a stray $) is left out. */
function readCharacter(text: string, position: number, nodes: SpeechNode[]): number {
  const char = text[position]!;
  const betweenLetters = /\p{L}$/u.test(before(text, position)) && /^\p{L}/u.test(after(text, position));
  switch (char) {
    case '°':
      // E° is a standard potential, x° an angle of x degrees (a degree after a number is a unit).
      attachScript(nodes, [{ kind: 'unit', text: '°', spoken: 'derajat', ambiguous: false }], 'sup');
      return position + 1;
    case '|': {
      // A cell diagram, Zn | Zn²⁺ || Cu²⁺ | Cu: a bar is a pause, a double bar the salt bridge.
      const double = text[position + 1] === '|';
      nodes.push(double ? { kind: 'operator', symbol: '‖' } : { kind: 'punctuation', symbol: ',' });
      return position + (double ? 2 : 1);
    }
    case '[': {
      // [H⁺] is the concentration of H⁺ (the closing bracket has no sound).
      const formula = matchChemicalFormula(text, position + 1);
      if (formula && text[formula.end] === ']') nodes.push({ kind: 'word', text: 'konsentrasi' });
      return position + 1;
    }
    case '√':
    case '∛':
      nodes.push({ kind: 'operator', symbol: '√' });
      return position + 1;
    case '–':
    case '—':
      // An en dash between numbers is a range: "2–3 kali" is "dua sampai tiga kali".
      nodes.push(
        /\d\s?$/.test(before(text, position))
          ? { kind: 'word', text: 'sampai' }
          : { kind: 'punctuation', symbol: ',' },
      );
      return position + 1;
    case '-':
    case '−':
    case '+': {
      // FPB-nya: a hyphen between letters joins. Otherwise the spacing tells: "-5" and "(-3)"
      // are signs, "x - 2" and "5-3" subtract.
      if (char === '-' && betweenLetters) return position + 1;
      const sign = !/\s/.test(text[position + 1] ?? ' ') && /[\s(=<>≤≥×·:/]/.test(text[position - 1] ?? ' ');
      nodes.push({ kind: 'operator', symbol: char === '+' ? '+' : '-', sign });
      return position + 1;
    }
    case '/':
      // "dan/atau" is said "dan atau".
      nodes.push(betweenLetters ? { kind: 'space' } : { kind: 'operator', symbol: '/' });
      return position + 1;
    case '!':
      // 5! is a factorial; "Hore!" an exclamation.
      nodes.push(
        /\d$/.test(before(text, position))
          ? { kind: 'operator', symbol: '!' }
          : { kind: 'punctuation', symbol: '!' },
      );
      return position + 1;
  }
  if (OPERATORS.has(char)) nodes.push({ kind: 'operator', symbol: char });
  else if (PUNCTUATION.has(char)) nodes.push({ kind: 'punctuation', symbol: char });
  return position + 1;
}

function readToken(text: string, position: number, nodes: SpeechNode[]): number {
  for (const rule of RULES) {
    const end = rule(text, position, nodes);
    if (end !== undefined) return end;
  }
  return readCharacter(text, position, nodes);
}

/**
 * Plain text as speech nodes.
 *
 * @example
 * proseToNodes('Rp15.000'); // [{ kind: 'currency' }, { kind: 'number', integer: '15000', … }]
 */
export function proseToNodes(text: string): SpeechNode[] {
  const nodes: SpeechNode[] = [];
  let position = 0;
  while (position < text.length) position = readToken(text, position, nodes);
  return buildRoots(nodes);
}
