import type { SpeechNode } from './speech-node.ts';

/* What the speaker asks of nodes: is this part simple, is that a number, does a sign start here. */

/** The nodes without the spaces between them. */
export const withoutSpaces = (nodes: readonly SpeechNode[]) => nodes.filter((node) => node.kind !== 'space');

/** A whole number, or the whole number `value`. */
export const isInteger = (node: SpeechNode | undefined, value?: string): boolean =>
  node?.kind === 'number' &&
  node.decimals === '' &&
  node.repeating === '' &&
  (value === undefined || node.integer === value);

/** A maths letter, or a one-letter word of plain text ("x", "D"). */
export const isLetterLike = (node: SpeechNode | undefined): boolean =>
  node?.kind === 'letter' || (node?.kind === 'word' && [...node.text].length === 1);

export const isSign = (node: SpeechNode | undefined): boolean =>
  node?.kind === 'operator' && (node.symbol === '-' || node.symbol === '+');

/** A number or a letter, maybe signed: brackets around it are not said ("(−6)" is "negatif enam"). */
export function isSingleAtom(nodes: readonly SpeechNode[], signed = true): boolean {
  const items = withoutSpaces(nodes);
  const atom =
    items.length === 2 && signed && isSign(items[0]) ? items[1] : items.length === 1 ? items[0] : undefined;
  return atom?.kind === 'number' || isLetterLike(atom);
}

/** A part that needs no pause around it: one term, maybe signed, with no operator inside. */
export function isSimple(nodes: readonly SpeechNode[]): boolean {
  const items = withoutSpaces(nodes);
  const terms = isSign(items[0]) ? items.slice(1) : items;
  if (terms.length === 0) return items.length === 0;
  if (terms.length > 3) return false;
  return terms.every((node) => {
    switch (node.kind) {
      case 'number':
      case 'letter':
      case 'accent':
        return true;
      case 'word':
        return terms.length === 1 || isLetterLike(node);
      case 'unit':
      case 'spoken':
        return terms.length === 1;
      case 'group':
        return node.open !== '';
      case 'root':
        return isSingleAtom(node.radicand, false);
      case 'scripts':
        return (
          node.base !== undefined &&
          isSimple([node.base]) &&
          isSimple(node.sup ?? []) &&
          isSimple(node.sub ?? [])
        );
      default:
        return false;
    }
  });
}

/** A number, or something ending in one: a unit after it is a unit ("10^9 N", "(2 + 3) cm"). */
export function isNumberLike(node: SpeechNode | undefined): boolean {
  switch (node?.kind) {
    case 'number':
    case 'fraction':
    case 'root':
      return true;
    case 'scripts':
      return isNumberLike(node.base);
    case 'group':
      return node.open !== '{' && isNumberLike(withoutSpaces(node.body).at(-1));
    case 'accent':
      return isNumberLike(node.body[0]);
    default:
      return false;
  }
}

/** Whether a minus here is a sign ("negatif") rather than a subtraction ("kurang"). */
export function startsOperand(previous: SpeechNode | undefined): boolean {
  switch (previous?.kind) {
    case undefined:
    case 'function':
    case 'currency':
      return true;
    case 'operator':
      return !['!', '%', '′', '…', '∞'].includes(previous.symbol);
    case 'punctuation':
      return previous.symbol !== ')';
    case 'word':
      // "hari −3" starts a number; "Al + O₂" (an element symbol) adds.
      return previous.text.length > 1 && !/^[A-Z][a-z]?$/.test(previous.text);
    default:
      return false;
  }
}

/** The element symbols of the chemical formulas among the nodes: C, O of CO₂. */
export function formulaSymbols(nodes: readonly SpeechNode[]): string[] {
  return nodes.flatMap((node): string[] => {
    switch (node.kind) {
      case 'spoken':
        return node.chemical ? node.words.filter((word) => /^[A-Z][a-z]?$/.test(word)) : [];
      case 'group':
      case 'accent':
        return formulaSymbols(node.body);
      case 'fraction':
        return [...formulaSymbols(node.numerator), ...formulaSymbols(node.denominator)];
      case 'scripts':
        return [
          ...formulaSymbols(node.base ? [node.base] : []),
          ...formulaSymbols(node.sub ?? []),
          ...formulaSymbols(node.sup ?? []),
        ];
      default:
        return [];
    }
  });
}
