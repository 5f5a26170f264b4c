import { toSpokenInteger } from './spoken-number.ts';

/* The 118 element symbols: a formula is read only when every symbol in it is one. */
const ELEMENTS = new Set(
  (
    'H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr ' +
    'Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm ' +
    'Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No ' +
    'Lr Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og'
  ).split(' '),
);

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

const ELEMENT_COUNT = String.raw`[A-Z][a-z]?[0-9₀-₉]*`;
const UNIT = String.raw`(?:${ELEMENT_COUNT}|\((?:${ELEMENT_COUNT})+\)[0-9₀-₉]*)`;
/** A formula: element symbols with counts, bracketed groups, a charge ("SO₄²⁻"), a hydrate ("·5H₂O"). */
const FORMULA = new RegExp(
  String.raw`(?<!\p{L})${UNIT}+(?:[·•][0-9]*${UNIT}+)?(?<charge>[⁰¹²³⁴⁵⁶⁷⁸⁹]*[⁺⁻])?(?![\p{L}\p{N}])`,
  'uy',
);

/** States of matter after a formula: H₂O(l) is water, liquid. */
const STATES: Readonly<Record<string, string>> = { s: 'padat', l: 'cair', g: 'gas', aq: 'larutan' };

/** What a formula becomes in speech, and where it ends in the text. */
export type FormulaMatch = { spoken: string[]; end: number };

const toDigits = (text: string) =>
  text
    .replace(/[₀-₉]/g, (char) => String(SUBSCRIPT_DIGITS.indexOf(char)))
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (char) => String(SUPERSCRIPT_DIGITS.indexOf(char)));

function speakUnits(text: string, spoken: string[]): boolean {
  for (const [, symbol, count, group, groupCount] of text.matchAll(
    /([A-Z][a-z]?)([0-9₀-₉]*)|\(([^)]*)\)([0-9₀-₉]*)/g,
  )) {
    if (group !== undefined) {
      if (!speakUnits(group, spoken)) return false;
      // Ca(OH)₂ is said "Ca O H dua kali": two of the bracketed group.
      if (groupCount) spoken.push(toSpokenInteger(toDigits(groupCount)), 'kali');
      continue;
    }
    if (!ELEMENTS.has(symbol!)) return false;
    spoken.push(symbol!);
    if (count) spoken.push(toSpokenInteger(toDigits(count)));
  }
  return true;
}

/**
 * Reads a chemical formula starting at `index`, or undefined when there is none: H₂SO₄ is
 * "H dua S O empat", SO₄²⁻ "S O empat dua minus", Ca(OH)₂ "Ca O H dua kali". Symbols stay as
 * written. A formula needs a count, a charge or two symbols, so "Ca" or "I" alone is a word;
 * acronyms made of element symbols ("KPK") come out spelled, which is how they are said.
 *
 * @example
 * matchChemicalFormula('H₂O(l) panas', 0); // { spoken: ['H', 'dua', 'O', 'cair'], end: 6 }
 */
export function matchChemicalFormula(text: string, index: number): FormulaMatch | undefined {
  FORMULA.lastIndex = index;
  const match = FORMULA.exec(text);
  if (!match) return undefined;
  const source = match[0];
  const charge = match.groups?.charge ?? '';
  const body = source.slice(0, source.length - charge.length);
  const symbols = body.match(/[A-Z]/g)?.length ?? 0;
  if (symbols < 2 && !/[0-9₀-₉]/.test(body) && charge === '') return undefined;
  const spoken: string[] = [];
  const [, formula = '', hydrate] = /^(.*?)(?:[·•](.*))?$/u.exec(body) ?? [];
  if (!speakUnits(formula, spoken)) return undefined;
  if (hydrate !== undefined) {
    spoken.push('titik');
    const [, count = '', rest = ''] = /^([0-9]*)(.*)$/.exec(hydrate) ?? [];
    if (count) spoken.push(toSpokenInteger(count));
    if (!speakUnits(rest, spoken)) return undefined;
  }
  if (charge) {
    const amount = toDigits(charge.slice(0, -1));
    if (amount) spoken.push(toSpokenInteger(amount));
    spoken.push(charge.endsWith('⁺') ? 'plus' : 'minus');
  }
  let end = index + source.length;
  const state = /\((s|l|g|aq)\)/y;
  state.lastIndex = end;
  const stateMatch = state.exec(text);
  if (stateMatch) {
    spoken.push(STATES[stateMatch[1]!]!);
    end = state.lastIndex;
  }
  return { spoken, end };
}
