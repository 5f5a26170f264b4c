import { readUnit } from './spoken-units.ts';

/** Commands that only make space: `\,` `\;` `\ ` `\quad`. */
export const SPACE_COMMANDS: ReadonlySet<string> = new Set([
  ',',
  ';',
  ':',
  '!',
  ' ',
  '>',
  'quad',
  'qquad',
  'enspace',
  'thinspace',
  'medspace',
  'thickspace',
]);

/** One piece of a LaTeX formula. */
export type LatexToken =
  | { type: 'command'; name: string }
  | { type: 'char'; char: string }
  | { type: 'number'; integer: string; decimals: string; repeating: string }
  | { type: 'unit'; text: string }
  | { type: 'space' };

/*
 * Numbers follow the question texts' convention: `{,}` is the decimal comma (`0{,}25`), a bare
 * comma separates list items ("3, 7, 11" or a point "(2,3)"), dots group thousands (1.000),
 * `\overline{3}` after a decimal comma repeats (0,3̅).
 */
const NUMBER =
  /(\d{1,3}(?:\.\d{3})+(?!\d)|\d+)(?:(?:\{,\}|,(?=\\(?:overline|bar)\b))(\d*)(?:\\(?:overline|bar)\s*\{(\d+)\})?|\.(\d+))?/y;
const COMMAND = /\\([A-Za-z]+|.)/y;
/** A unit written without `\mathrm` after a number and a space: `5 cm`, `10 m/s`. */
const BARE_UNIT = /[A-Za-zμΩ°]+(?:\^\{?\d\}?)?(?:\/[A-Za-zμΩ°]+(?:\^\{?\d\}?)?)*(?![A-Za-z])/y;

/**
 * Splits a formula into commands, characters and numbers. Spaces are kept (once): a unit needs
 * them ("2\ \Omega").
 *
 * @example
 * tokenizeLatex('0{,}5x'); // [number 0 decimals 5, char x]
 */
export function tokenizeLatex(source: string): LatexToken[] {
  const tokens: LatexToken[] = [];
  let position = 0;
  while (position < source.length) {
    const char = source[position]!;
    if (/\s/.test(char)) {
      if (tokens.at(-1)?.type !== 'space') tokens.push({ type: 'space' });
      position++;
      const unit = readBareUnit(source, position, tokens);
      if (unit) {
        tokens.push({ type: 'unit', text: unit });
        position += unit.length;
      }
      continue;
    }
    NUMBER.lastIndex = position;
    const number = /\d/.test(char) ? NUMBER.exec(source) : null;
    if (number) {
      const [text, integer, decimals = '', repeating = '', pointDecimals] = number;
      tokens.push({
        type: 'number',
        integer: integer!.replace(/\./g, ''),
        decimals: pointDecimals ?? decimals,
        repeating,
      });
      position += text.length;
      continue;
    }
    COMMAND.lastIndex = position;
    const command = char === '\\' ? COMMAND.exec(source) : null;
    if (command) {
      tokens.push({ type: 'command', name: command[1]! });
      position += command[0].length;
      continue;
    }
    tokens.push({ type: 'char', char });
    position += char.length;
  }
  return tokens;
}

/** Two or more letters of a known unit after "number space", in italic maths. */
function readBareUnit(source: string, position: number, tokens: readonly LatexToken[]): string | undefined {
  if (tokens.at(-2)?.type !== 'number') return undefined;
  BARE_UNIT.lastIndex = position;
  const text = BARE_UNIT.exec(source)?.[0];
  if (text === undefined) return undefined;
  const reading = readUnit(text);
  return reading && !reading.ambiguous ? text : undefined;
}

export const isChar = (token: LatexToken | undefined, char: string): boolean =>
  token?.type === 'char' && token.char === char;

export const isCommand = (token: LatexToken | undefined, name: string): boolean =>
  token?.type === 'command' && token.name === name;
