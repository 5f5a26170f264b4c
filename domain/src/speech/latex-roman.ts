import { isChar, SPACE_COMMANDS, type LatexToken } from './latex-tokens.ts';
import type { SpeechNode } from './speech-node.ts';
import { LATEX_GREEK, LATEX_SYMBOLS } from './spoken-symbols.ts';

/*
 * Upright text (`\mathrm`, `\text`) as plain text with Unicode scripts, so the prose reader can
 * find its units and chemical formulas: `\mathrm{Cr_2O_7^{2-}}` is "Cr₂O₇²⁻", `\mathrm{m/s^2}` "m/s²".
 */

export const SUPERSCRIPT: Readonly<Record<string, string>> = {
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
  '+': '⁺',
  '-': '⁻',
};
export const SUBSCRIPT: Readonly<Record<string, string>> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
};
/** Script text in Unicode when every character has a form: `{2-}` is "²⁻"; otherwise `^{…}`. */
export function toScriptText(text: string, table: Readonly<Record<string, string>>, marker: string): string {
  const chars = [...text];
  return chars.length > 0 && chars.every((char) => table[char] !== undefined)
    ? chars.map((char) => table[char]).join('')
    : `${marker}{${text}}`;
}

/** Plain characters of script nodes ("2", "2-", "n"), or undefined when they are more than that. */
export function toPlainScript(nodes: readonly SpeechNode[]): string | undefined {
  let text = '';
  for (const node of nodes) {
    if (node.kind === 'number' && node.decimals === '' && node.repeating === '') text += node.integer;
    else if (node.kind === 'operator' && (node.symbol === '+' || node.symbol === '-')) text += node.symbol;
    else if (node.kind === 'letter' && /^[A-Za-z]$/.test(node.text)) text += node.text;
    else return undefined;
  }
  return text;
}

/** Upright text with its scripts as Unicode: `\mathrm{Cr_2O_7^{2-}}` is "Cr₂O₇²⁻". */
export function flattenRoman(tokens: readonly LatexToken[]): string {
  let text = '';
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === 'space') text += ' ';
    else if (token.type === 'number') text += token.integer + (token.decimals ? `,${token.decimals}` : '');
    else if (token.type === 'unit') text += token.text;
    else if (token.type === 'char') {
      if (token.char === '^' || token.char === '_') {
        const [script, next] = scriptTokens(tokens, index + 1);
        const plain = flattenRoman(script);
        text +=
          token.char === '^' ? toScriptText(plain, SUPERSCRIPT, '^') : toScriptText(plain, SUBSCRIPT, '_');
        index = next - 1;
      } else if (token.char === '~') text += ' ';
      else if (token.char !== '{' && token.char !== '}') text += token.char;
    } else text += flattenCommand(token.name, tokens, index, (next) => (index = next));
  }
  return text.replace(/->/g, '→').replace(/<=>/g, '⇌');
}

function flattenCommand(
  name: string,
  tokens: readonly LatexToken[],
  index: number,
  skipTo: (next: number) => void,
): string {
  if (SPACE_COMMANDS.has(name)) return ' ';
  if (name === 'circ' || name === 'degree') return '°';
  if (LATEX_GREEK[name] !== undefined) return LATEX_GREEK[name];
  if (LATEX_SYMBOLS[name] !== undefined) return LATEX_SYMBOLS[name];
  if (name === '%') return '%';
  if (isChar(tokens[index + 1], '{')) {
    // \mathrm{\text{…}} or an unknown command: its argument, as text.
    const [argument, next] = scriptTokens(tokens, index + 1);
    skipTo(next - 1);
    return flattenRoman(argument);
  }
  return '';
}

/** The tokens of one script argument starting at `start`, and the index after it. */
function scriptTokens(tokens: readonly LatexToken[], start: number): [LatexToken[], number] {
  const first = tokens[start];
  if (!isChar(first, '{')) {
    if (first?.type === 'number' && first.integer.length > 1 && first.decimals === '') {
      // H_23 is H₂ followed by 3, as in TeX: the rest of the number stays for later.
      const digit = first.integer[0]!;
      first.integer = first.integer.slice(1);
      return [[{ type: 'number', integer: digit, decimals: '', repeating: '' }], start];
    }
    return [first ? [first] : [], start + 1];
  }
  let depth = 0;
  for (let index = start; index < tokens.length; index++) {
    if (isChar(tokens[index], '{')) depth++;
    if (isChar(tokens[index], '}') && --depth === 0) return [tokens.slice(start + 1, index), index + 1];
  }
  return [tokens.slice(start + 1), tokens.length];
}
