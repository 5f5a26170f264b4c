import { matchChemicalFormula } from './chemical-formula.ts';
import type { SpeechNode } from './speech-node.ts';
import { toSpokenInteger, toSpokenOrdinal } from './spoken-number.ts';
import { GREEK_LETTERS } from './spoken-symbols.ts';
import { readUnit } from './spoken-units.ts';

/*
 * Plain text (outside `$…$`, and the upright text of `\mathrm{…}`) as speech nodes: words stay
 * words; numbers in Indonesian writing (1.000.000, 0,5, Rp15.000, ke-20), units, chemical
 * formulas with Unicode sub- and superscripts, and maths symbols (×, −, ², √, →) are recognised.
 */

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻';
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉₊₋';
const PLAIN = '0123456789+-';

const POWER = String.raw`(?:⁻?[¹²³]|\^\{?-?\d\}?)`;
const UNIT_ATOM = String.raw`(?:°[CFR]?|[A-Za-zμΩ]+)${POWER}?`;

const PATTERNS = {
  space: /\s+/y,
  ordinal: /(?<!\p{L})[Kk]e-(\d+)(?!\d)/uy,
  currency: /(?<!\p{L})Rp\.?\s?(?=\d)/uy,
  time: /(?<=\bpukul\s)(\d{1,2})[.:](\d{2})(?!\d)/iy,
  /** 1.000.000 (dots group thousands) or 0,25 (comma before decimals) or 0,3̅ (repeating). */
  number: /(\d{1,3}(?:\.\d{3})+(?!\d)|\d+)(?:,((?:\d(?!\u0305))*)((?:\d\u0305)+)?(?<=\d|\u0305))?(?:\.(\d+)(?!\d))?/y,
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
  '½': ['1', '2'], '⅓': ['1', '3'], '⅔': ['2', '3'], '¼': ['1', '4'], '¾': ['3', '4'], '⅕': ['1', '5'], '⅖': ['2', '5'],
  '⅗': ['3', '5'], '⅘': ['4', '5'], '⅙': ['1', '6'], '⅚': ['5', '6'], '⅛': ['1', '8'], '⅜': ['3', '8'], '⅝': ['5', '8'], '⅞': ['7', '8'],
};

const ROMAN_NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

const withoutSpaces = (nodes: readonly SpeechNode[]) => nodes.filter((node) => node.kind !== 'space');

const integerNode = (integer: string): SpeechNode => ({ kind: 'number', integer, decimals: '', repeating: '' });

const OPERATORS = new Set('+-−×·÷=≠<>≤≥≈±∓→⇒⇔⇌←↔/%‰∞∠△⊥∥∈∉⊂⊆∪∩∴∵≅∼∝≡!'.split(''));
const PUNCTUATION = new Set([...',.;:?()']);

function toPlainDigits(text: string, alphabet: string): string {
  return [...text].map((char) => PLAIN[alphabet.indexOf(char)] ?? char).join('');
}

/** Nodes of a script written with Unicode or a caret: "²" is 2, "⁻" a minus sign. */
function scriptNodes(text: string): SpeechNode[] {
  return [...text].map((char): SpeechNode => {
    if (/\d/.test(char)) return { kind: 'number', integer: char, decimals: '', repeating: '' };
    if (char === '+' || char === '-') return { kind: 'operator', symbol: char };
    return { kind: 'letter', text: char };
  });
}

/** Joins script digits into one number: "10" is ten, not one and zero. */
function joinDigits(nodes: SpeechNode[]): SpeechNode[] {
  const joined: SpeechNode[] = [];
  for (const node of nodes) {
    const last = joined.at(-1);
    if (node.kind === 'number' && last?.kind === 'number') last.integer += node.integer;
    else joined.push(node);
  }
  return joined;
}

/** The brackets before a script become a group: (−2)² squares the bracket. */
function takeScriptBase(nodes: SpeechNode[]): SpeechNode | undefined {
  const last = nodes.at(-1);
  if (last === undefined || last.kind === 'space') return undefined;
  if (last.kind === 'punctuation' && last.symbol === ')') {
    let depth = 0;
    for (let index = nodes.length - 1; index >= 0; index--) {
      const node = nodes[index]!;
      if (node.kind === 'punctuation' && node.symbol === ')') depth++;
      if (node.kind === 'punctuation' && node.symbol === '(') depth--;
      if (depth === 0) {
        const body = nodes.splice(index).slice(1, -1);
        return { kind: 'group', open: '(', close: ')', body };
      }
    }
    return nodes.pop();
  }
  return nodes.pop();
}

/**
 * A run of Unicode sub- or superscripts as nodes: "⁻³" is minus three.
 *
 * @example
 * unicodeScriptNodes('¹²'); // [{ kind: 'number', integer: '12', … }]
 */
export function unicodeScriptNodes(run: string): SpeechNode[] {
  return joinDigits(scriptNodes(toPlainDigits(toPlainDigits(run, SUPERSCRIPTS), SUBSCRIPTS)));
}

function attachScript(nodes: SpeechNode[], script: SpeechNode[], position: 'sub' | 'sup'): void {
  const base = takeScriptBase(nodes);
  if (base?.kind === 'scripts' && base[position] === undefined) {
    base[position] = script;
    nodes.push(base);
    return;
  }
  nodes.push({ kind: 'scripts', base, sub: position === 'sub' ? script : undefined, sup: position === 'sup' ? script : undefined });
}

/** √ takes the next number, word or bracket as its radicand. */
function buildRoots(nodes: SpeechNode[]): SpeechNode[] {
  const built: SpeechNode[] = [];
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index]!;
    if (node.kind !== 'operator' || node.symbol !== '√') {
      built.push(node);
      continue;
    }
    const next = nodes[index + 1];
    let radicand: SpeechNode[] = [];
    if (next?.kind === 'punctuation' && next.symbol === '(') {
      const close = findClosingBracket(nodes, index + 1);
      radicand = nodes.slice(index + 2, close);
      index = close;
    } else if (next !== undefined && next.kind !== 'space') {
      radicand = [next];
      index++;
    }
    built.push({ kind: 'root', index: undefined, radicand: buildRoots(radicand) });
  }
  return built;
}

function findClosingBracket(nodes: readonly SpeechNode[], open: number): number {
  let depth = 0;
  for (let index = open; index < nodes.length; index++) {
    const node = nodes[index]!;
    if (node.kind === 'punctuation' && node.symbol === '(') depth++;
    if (node.kind === 'punctuation' && node.symbol === ')' && --depth === 0) return index;
  }
  return nodes.length;
}

function matchAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

/**
 * One token at `position`: the nodes it makes (pushed onto `nodes`) and where it ends.
 * The order matters: a currency before a number, a unit before a chemical formula before a word.
 */
function readToken(text: string, position: number, nodes: SpeechNode[]): number {
  let match: RegExpExecArray | null;
  if ((match = matchAt(PATTERNS.space, text, position))) {
    if (nodes.at(-1)?.kind !== 'space') nodes.push({ kind: 'space' });
    return position + match[0].length;
  }
  if ((match = matchAt(PATTERNS.ordinal, text, position))) {
    nodes.push({ kind: 'spoken', words: [toSpokenOrdinal(match[1]!)] });
    return position + match[0].length;
  }
  if ((match = matchAt(PATTERNS.currency, text, position))) {
    nodes.push({ kind: 'currency' });
    return position + match[0].length;
  }
  if ((match = matchAt(PATTERNS.time, text, position))) {
    const minutes = match[2] === '00' ? [] : [toSpokenInteger(String(Number(match[2])))];
    nodes.push({ kind: 'spoken', words: [toSpokenInteger(String(Number(match[1]))), ...minutes] });
    return position + match[0].length;
  }
  if ((match = matchAt(PATTERNS.number, text, position))) {
    const [source, integer, decimals = '', repeating = '', pointDecimals] = match;
    nodes.push({
      kind: 'number',
      integer: integer!.replace(/\./g, ''),
      decimals: pointDecimals ?? decimals,
      repeating: repeating.replace(/\u0305/g, ''),
    });
    // Rp5.000,- is written with a dash for "no cents".
    const cents = withoutSpaces(nodes).at(-2)?.kind === 'currency' && text.startsWith(',-', position + source.length);
    return position + source.length + (cents ? 2 : 0);
  }
  if ((match = matchAt(PATTERNS.romanNumeral, text, position))) {
    nodes.push({ kind: 'spoken', words: [toSpokenInteger(String(ROMAN_NUMERALS.indexOf(match[1]!) + 1)), ...(match[2] ? [match[2]] : [])] });
    return position + match[0].length;
  }
  if ((match = matchAt(PATTERNS.unit, text, position))) {
    const reading = readUnit(match[0]);
    // A unit that reads as itself ("jam", "meter") is a word: "hari -3" is not "day minus 3";
    // a letter glued to a number is a variable: "sin 2A" is two A, not two amperes.
    const glued = reading?.ambiguous === true && nodes.at(-1)?.kind === 'number';
    if (reading && reading.spoken !== match[0] && !glued) {
      nodes.push({ kind: 'unit', text: match[0], spoken: reading.spoken, ambiguous: reading.ambiguous });
      return position + match[0].length;
    }
  }
  const formula = matchChemicalFormula(text, position);
  if (formula) {
    nodes.push({ kind: 'spoken', words: formula.spoken, chemical: true });
    return formula.end;
  }
  const char = text[position]!;
  if (GREEK_LETTERS[char] !== undefined) {
    nodes.push({ kind: 'letter', text: char });
    return position + 1;
  }
  if ((match = matchAt(PATTERNS.timesBetweenNumbers, text, position))) {
    nodes.push({ kind: 'operator', symbol: '×' });
    return position + 1;
  }
  if ((match = matchAt(PATTERNS.functionName, text, position))) {
    nodes.push({ kind: 'function', name: match[0] });
    return position + match[0].length;
  }
  if ((match = matchAt(PATTERNS.acronym, text, position))) {
    // ABC, SMA, GGL: acronyms are spelled, which a synthesiser does not always do.
    nodes.push({ kind: 'spoken', words: [...match[0]] });
    return position + match[0].length;
  }
  if ((match = matchAt(PATTERNS.word, text, position))) {
    nodes.push({ kind: 'word', text: match[0] });
    return position + match[0].length;
  }
  return readSymbol(text, position, nodes);
}

function readSymbol(text: string, position: number, nodes: SpeechNode[]): number {
  let match: RegExpExecArray | null;
  if ((match = matchAt(PATTERNS.superscript, text, position))) {
    attachScript(nodes, unicodeScriptNodes(match[0]), 'sup');
    return position + match[0].length;
  }
  if ((match = matchAt(PATTERNS.subscript, text, position))) {
    attachScript(nodes, unicodeScriptNodes(match[0]), 'sub');
    return position + match[0].length;
  }
  if ((match = matchAt(PATTERNS.caretScript, text, position))) {
    // 2^(x + 1) and x^{n-1}: a bracketed or braced exponent is read as text of its own.
    const bracketed = match[2] ?? match[3];
    const script = bracketed === undefined ? joinDigits(scriptNodes(match[4]!)) : proseToNodes(bracketed);
    attachScript(nodes, script, match[1] === '^' ? 'sup' : 'sub');
    return position + match[0].length;
  }
  if ((match = matchAt(PATTERNS.vulgarFraction, text, position))) {
    const [numerator, denominator] = VULGAR_FRACTIONS[match[0]]!;
    nodes.push({ kind: 'fraction', numerator: [integerNode(numerator)], denominator: [integerNode(denominator)] });
    return position + 1;
  }
  if ((match = matchAt(PATTERNS.ellipsis, text, position))) {
    nodes.push({ kind: 'operator', symbol: '…' });
    return position + match[0].length;
  }
  if ((match = matchAt(PATTERNS.divisionColon, text, position))) {
    nodes.push({ kind: 'operator', symbol: ':' });
    return position + 1;
  }
  const char = text[position]!;
  if (char === '°') {
    // E° is a standard potential, x° an angle of x degrees (a degree after a number is a unit).
    attachScript(nodes, [{ kind: 'unit', text: '°', spoken: 'derajat', ambiguous: false }], 'sup');
    return position + 1;
  }
  if (char === '|') {
    // A cell diagram, Zn | Zn²⁺ || Cu²⁺ | Cu: a bar is a pause, a double bar the salt bridge.
    const double = text[position + 1] === '|';
    nodes.push(double ? { kind: 'operator', symbol: '‖' } : { kind: 'punctuation', symbol: ',' });
    return position + (double ? 2 : 1);
  }
  if (char === '[') {
    // [H⁺] is the concentration of H⁺ (the closing bracket has no sound).
    const formula = matchChemicalFormula(text, position + 1);
    if (formula && text[formula.end] === ']') nodes.push({ kind: 'word', text: 'konsentrasi' });
    return position + 1;
  }
  if (char === '√' || char === '∛') {
    nodes.push({ kind: 'operator', symbol: '√' });
    return position + 1;
  }
  if (char === '–' || char === '—') {
    // An en dash between numbers is a range: "2–3 kali" is "dua sampai tiga kali".
    nodes.push(/\d\s?$/.test(text.slice(0, position)) ? { kind: 'word', text: 'sampai' } : { kind: 'punctuation', symbol: ',' });
    return position + 1;
  }
  // FPB-nya: a hyphen between letters joins, it is not a minus.
  if (char === '-' && /\p{L}$/u.test(text.slice(0, position)) && /^\p{L}/u.test(text.slice(position + 1))) return position + 1;
  if (char === '-' || char === '−' || char === '+') {
    // In plain text the spacing tells: "-5" and "(-3)" are signs, "x - 2" and "5-3" subtract.
    const before = text[position - 1] ?? ' ';
    const after = text[position + 1] ?? ' ';
    const sign = !/\s/.test(after) && /[\s(=<>≤≥×·:/]/.test(before);
    nodes.push({ kind: 'operator', symbol: char === '+' ? '+' : '-', sign });
    return position + 1;
  }
  if (char === '/' && /\p{L}$/u.test(text.slice(0, position)) && /^\p{L}/u.test(text.slice(position + 1))) {
    // "dan/atau" is said "dan atau".
    nodes.push({ kind: 'space' });
    return position + 1;
  }
  // 5! is a factorial; "Hore!" an exclamation.
  if (char === '!' && !/\d$/.test(text.slice(0, position))) nodes.push({ kind: 'punctuation', symbol: '!' });
  else if (OPERATORS.has(char)) nodes.push({ kind: 'operator', symbol: char === '−' ? '-' : char });
  else if (PUNCTUATION.has(char)) nodes.push({ kind: 'punctuation', symbol: char });
  // Anything else (emoji, stray markup, $) has no sound: it is left out.
  return position + 1;
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
