import { flattenRoman, SUBSCRIPT, SUPERSCRIPT, toPlainScript, toScriptText } from './latex-roman.ts';
import { isChar, isCommand, SPACE_COMMANDS, tokenizeLatex, type LatexToken } from './latex-tokens.ts';
import { unicodeScriptNodes } from './prose-scripts.ts';
import { proseToNodes } from './prose-to-nodes.ts';
import type { SpeechNode } from './speech-node.ts';
import { FUNCTION_WORDS, LATEX_GREEK, LATEX_SYMBOLS } from './spoken-symbols.ts';

/*
 * LaTeX (the inside of `$…$`) as speech nodes: a small recursive-descent reader of the maths that
 * school texts use. Upright text (`\mathrm`, `\text`) is gathered as "roman" text — with the
 * degree sign and μ or Ω written next to it, so `^\circ\mathrm{C}` is "°C" and `\mu\mathrm{C}`
 * "μC" — and read by the prose reader, which knows units and chemical formulas.
 * Unknown commands keep their arguments and lose their name: nothing unsayable survives.
 */

type Parsed = SpeechNode | { kind: 'roman'; text: string };
type Stop = (token: LatexToken) => boolean;

const TEXT_COMMANDS = new Set([
  'text',
  'textrm',
  'textup',
  'textnormal',
  'mathrm',
  'mbox',
  'hbox',
  'textbf',
  'mathbf',
  'textsf',
  'mathsf',
  'textit',
  'textsl',
  'ce',
]);
const FRACTIONS = new Set(['frac', 'dfrac', 'tfrac', 'cfrac']);
const ACCENTS: Readonly<Record<string, string>> = {
  overline: 'overline',
  bar: 'overline',
  vec: 'vec',
  overrightarrow: 'vec',
  hat: 'hat',
  widehat: 'widehat',
  dot: 'dot',
  ddot: 'ddot',
  tilde: 'tilde',
  widetilde: 'tilde',
};
const IGNORED = new Set([
  'displaystyle',
  'textstyle',
  'scriptstyle',
  'limits',
  'nolimits',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'bigl',
  'bigr',
  'Bigl',
  'Bigr',
  'biggl',
  'biggr',
  'middle',
  'hline',
  'nonumber',
  'notag',
  'lfloor',
  'rfloor',
  'lceil',
  'rceil',
]);
const SKIP_ARGUMENT = new Set([
  'color',
  'phantom',
  'hphantom',
  'vphantom',
  'label',
  'hspace',
  'vspace',
  'tag',
]);
const ABSOLUTE_BARS = new Set(['vert', 'lvert', 'rvert', '|', 'Vert', 'lVert', 'rVert']);
const CHAR_OPERATORS = new Set('+-−=<>/:!×·÷±∓≤≥≠≈→⇒⇔⇌∞∠△⊥∥∈∉⊂⊆∪∩%'.split(''));
const STATE_OF_MATTER = /^(?:s|l|g|aq)$/;

const UNICODE_SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻';
const UNICODE_SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉₊₋';

const finish = (parsed: readonly Parsed[]): SpeechNode[] =>
  parsed.flatMap((node) => (node.kind === 'roman' ? proseToNodes(node.text) : [node]));

const isNumberLike = (node: Parsed | undefined): boolean =>
  node?.kind === 'number' ||
  node?.kind === 'group' ||
  node?.kind === 'fraction' ||
  (node?.kind === 'scripts' && isNumberLike(node.base));

class LatexReader {
  private position = 0;

  constructor(private readonly tokens: LatexToken[]) {}

  readAll(): SpeechNode[] {
    return finish(this.readList(() => false));
  }

  private peek(): LatexToken | undefined {
    return this.tokens[this.position];
  }

  private skipSpaces(): void {
    while (this.peek()?.type === 'space') this.position++;
  }

  private readList(stop: Stop): Parsed[] {
    const nodes: Parsed[] = [];
    for (let token = this.peek(); token !== undefined && !stop(token); token = this.peek()) {
      if (this.isScript(token)) this.readScripts(nodes);
      else this.readAtom(nodes, stop);
    }
    return nodes;
  }

  /** A braced argument, or one token (`\frac12` is one half). */
  private readArgument(): SpeechNode[] {
    this.skipSpaces();
    const token = this.peek();
    if (token === undefined) return [];
    if (isChar(token, '{')) {
      this.position++;
      const body = this.readList((next) => isChar(next, '}'));
      this.position++;
      return finish(body);
    }
    if (
      token.type === 'number' &&
      token.integer.length > 1 &&
      token.decimals === '' &&
      token.repeating === ''
    ) {
      const digit = token.integer[0]!;
      token.integer = token.integer.slice(1);
      return [{ kind: 'number', integer: digit, decimals: '', repeating: '' }];
    }
    const nodes: Parsed[] = [];
    this.readAtom(nodes, () => false);
    return finish(nodes);
  }

  /** The tokens of a braced argument, braces balanced, for upright text. */
  private readRawArgument(): LatexToken[] {
    this.skipSpaces();
    const first = this.tokens[this.position];
    if (!isChar(first, '{')) {
      this.position++;
      return first ? [first] : [];
    }
    let depth = 0;
    const start = this.position;
    for (; this.position < this.tokens.length; this.position++) {
      const token = this.tokens[this.position];
      if (isChar(token, '{')) depth++;
      if (isChar(token, '}') && --depth === 0) break;
    }
    this.position++;
    return this.tokens.slice(start + 1, this.position - 1);
  }

  private readName(): string {
    return this.readRawArgument()
      .map((token) => (token.type === 'char' ? token.char : ''))
      .join('');
  }

  private isScript(token: LatexToken): boolean {
    return (
      token.type === 'char' &&
      (token.char === '^' ||
        token.char === '_' ||
        token.char === "'" ||
        UNICODE_SUPERSCRIPTS.includes(token.char) ||
        UNICODE_SUBSCRIPTS.includes(token.char))
    );
  }

  /** Sub- and superscripts of the last node (none after a space: a prescript, ²log 8). */
  private readScripts(nodes: Parsed[]): void {
    let sub: SpeechNode[] | undefined;
    let sup: SpeechNode[] | undefined;
    let primes = 0;
    for (let token = this.peek(); token !== undefined && this.isScript(token); token = this.peek()) {
      this.position++;
      const char = (token as { char: string }).char;
      if (char === "'") primes++;
      else if (char === '^') sup = [...(sup ?? []), ...this.readArgument()];
      else if (char === '_') sub = this.readArgument();
      else {
        // x², 10⁻³ or a₁₂ typed in Unicode: the whole run is one script.
        const alphabet = UNICODE_SUPERSCRIPTS.includes(char) ? UNICODE_SUPERSCRIPTS : UNICODE_SUBSCRIPTS;
        let run = char;
        for (
          let next = this.peek();
          next?.type === 'char' && alphabet.includes(next.char);
          next = this.peek()
        ) {
          run += next.char;
          this.position++;
        }
        const script = unicodeScriptNodes(run);
        if (alphabet === UNICODE_SUPERSCRIPTS) sup = [...(sup ?? []), ...script];
        else sub = script;
      }
    }
    if (primes > 0)
      sup = [
        ...Array.from({ length: primes }, (): SpeechNode => ({ kind: 'operator', symbol: '′' })),
        ...(sup ?? []),
      ];
    const last = nodes.at(-1);
    let base = last === undefined || last.kind === 'space' ? undefined : nodes.pop();
    if (base?.kind === 'group' && base.open === '' && base.body.length === 0) base = undefined;
    const isDegree = sup?.length === 1 && sup[0]!.kind === 'operator' && sup[0]!.symbol === '∘';
    if (isDegree && sub === undefined && (base === undefined || isNumberLike(base))) {
      // 30^\circ is thirty degrees; the sign joins a unit after it (^\circ\mathrm{C} is °C).
      if (base) nodes.push(base);
      this.pushRoman(nodes, '°');
      return;
    }
    if (base?.kind === 'roman') {
      const subText = sub && toPlainScript(sub);
      const supText = sup && toPlainScript(sup);
      if ((sub === undefined || subText !== undefined) && (sup === undefined || supText !== undefined)) {
        // \mathrm{H_2O}, \mathrm{m}^2: scripts of upright text stay text (H₂O, m²).
        const scripts =
          (subText ? toScriptText(subText, SUBSCRIPT, '_') : '') +
          (supText ? toScriptText(supText, SUPERSCRIPT, '^') : '');
        nodes.push({ kind: 'roman', text: base.text + scripts });
        return;
      }
      const converted = proseToNodes(base.text);
      base = converted.pop();
      nodes.push(...converted);
    }
    if (isDegree) sup = [{ kind: 'unit', text: '°', spoken: 'derajat', ambiguous: false }];
    nodes.push({ kind: 'scripts', base: base as SpeechNode | undefined, sub, sup });
  }

  /** Upright text joins the upright text, μ or Ω just before it. */
  private pushRoman(nodes: Parsed[], text: string): void {
    const last = nodes.at(-1);
    if (last?.kind === 'roman') last.text += text;
    else if (last?.kind === 'letter' && last.text === 'μ')
      nodes.splice(-1, 1, { kind: 'roman', text: `μ${text}` });
    else nodes.push({ kind: 'roman', text });
  }

  private readAtom(nodes: Parsed[], stop: Stop): void {
    const token = this.tokens[this.position++]!;
    switch (token.type) {
      case 'space':
        if (nodes.at(-1)?.kind !== 'space') nodes.push({ kind: 'space' });
        return;
      case 'number':
        nodes.push({
          kind: 'number',
          integer: token.integer,
          decimals: token.decimals,
          repeating: token.repeating,
        });
        return;
      case 'unit':
        this.pushRoman(nodes, token.text);
        return;
      case 'char':
        this.readChar(token.char, nodes, stop);
        return;
      case 'command':
        this.readCommand(token.name, nodes, stop);
    }
  }

  private readGroup(open: string, closers: string, stop: Stop): SpeechNode {
    const body = finish(
      this.readList((token) => (token.type === 'char' && closers.includes(token.char)) || stop(token)),
    );
    const closer = this.peek();
    if (closer?.type === 'char' && closers.includes(closer.char)) {
      this.position++;
      return { kind: 'group', open, close: closer.char, body };
    }
    return { kind: 'group', open, close: '', body };
  }

  private readChar(char: string, nodes: Parsed[], stop: Stop): void {
    if (/^[A-Za-z]$/.test(char)) nodes.push({ kind: 'letter', text: char });
    else if (char === '{') {
      const body = finish(this.readList((token) => isChar(token, '}')));
      this.position++;
      nodes.push({ kind: 'group', open: '', close: '', body });
    } else if (char === '(' || char === '[') {
      const group = this.readGroup(char, ')]', stop);
      const last = nodes.at(-1);
      const letters = group.kind === 'group' ? toPlainScript(group.body) : undefined;
      // \mathrm{H_2O}(l): a state of matter belongs to the formula before it.
      if (last?.kind === 'roman' && letters !== undefined && STATE_OF_MATTER.test(letters))
        last.text += `(${letters})`;
      else nodes.push(group);
    } else if (char === '|') nodes.push(this.readGroup('|', '|', stop));
    else if (char === '.') {
      // ABCD.EFGH names a cube: the dot between letters is not said.
      const next = this.peek();
      if (!(nodes.at(-1)?.kind === 'letter' && next?.type === 'char' && /[A-Za-z]/.test(next.char)))
        nodes.push({ kind: 'punctuation', symbol: '.' });
    } else if (char === ',' || char === ';' || char === '?')
      nodes.push({ kind: 'punctuation', symbol: char });
    else if (char === '~') nodes.push({ kind: 'space' });
    else if (char === '°' || char === 'Ω') this.pushRoman(nodes, char);
    else if (char === '√') nodes.push({ kind: 'root', index: undefined, radicand: this.readArgument() });
    else if (char === '*') nodes.push({ kind: 'operator', symbol: '×' });
    else if (CHAR_OPERATORS.has(char)) nodes.push({ kind: 'operator', symbol: char === '−' ? '-' : char });
    else if (/[\p{Script=Latin}\p{Script=Greek}]/u.test(char) && /\p{L}/u.test(char))
      nodes.push({ kind: 'letter', text: char });
    // Anything else (&, }, ) or ] without an opening, a stray #) has no sound.
  }

  private readCommand(name: string, nodes: Parsed[], stop: Stop): void {
    if (FRACTIONS.has(name)) {
      const numerator = this.readArgument();
      nodes.push({ kind: 'fraction', numerator, denominator: this.readArgument() });
    } else if (name === 'sqrt') {
      this.skipSpaces();
      let index: SpeechNode[] | undefined;
      if (isChar(this.peek(), '[')) {
        this.position++;
        index = finish(this.readList((token) => isChar(token, ']') || stop(token)));
        this.position++;
      }
      nodes.push({ kind: 'root', index, radicand: this.readArgument() });
    } else if (TEXT_COMMANDS.has(name)) this.pushRoman(nodes, flattenRoman(this.readRawArgument()));
    else if (name === 'operatorname')
      nodes.push({ kind: 'function', name: flattenRoman(this.readRawArgument()).trim() });
    else if (ACCENTS[name] !== undefined)
      nodes.push({ kind: 'accent', accent: ACCENTS[name], body: this.readArgument() });
    else if (name === 'begin') this.readEnvironment(this.readName(), nodes);
    else if (name === 'end') this.readName();
    else if (name === 'left' || name === 'right') {
      if (isChar(this.peek(), '.')) this.position++;
    } else if (SPACE_COMMANDS.has(name)) nodes.push({ kind: 'space' });
    else if (IGNORED.has(name)) return;
    else if (SKIP_ARGUMENT.has(name)) this.readArgument();
    else if (name === 'Omega') this.pushRoman(nodes, 'Ω');
    else if (LATEX_GREEK[name] !== undefined) nodes.push({ kind: 'letter', text: LATEX_GREEK[name] });
    else if (FUNCTION_WORDS[name] !== undefined) nodes.push({ kind: 'function', name });
    else if (name === 'degree' || name === 'textdegree') this.pushRoman(nodes, '°');
    else if (name === '%') nodes.push({ kind: 'operator', symbol: '%' });
    else if (name === '{' || name === 'lbrace') nodes.push(this.readSet(stop));
    else if (ABSOLUTE_BARS.has(name)) nodes.push(this.readGroup('|', '|', stop));
    else if (name === 'langle')
      nodes.push(this.readGroup('(', ')', (token) => isCommand(token, 'rangle') || stop(token)));
    else if (name === '\\') nodes.push({ kind: 'punctuation', symbol: ',' });
    else if (name === 'not') this.readNegation(nodes);
    else if (name === 'binom') {
      const total = this.readArgument();
      const chosen = this.readArgument();
      nodes.push({
        kind: 'group',
        open: '',
        close: '',
        body: [{ kind: 'word', text: 'kombinasi' }, ...chosen, { kind: 'word', text: 'dari' }, ...total],
      });
    } else if (name === 'overset' || name === 'underset' || name === 'stackrel') {
      this.readArgument();
      nodes.push({ kind: 'group', open: '', close: '', body: this.readArgument() });
    } else if (LATEX_SYMBOLS[name] !== undefined)
      nodes.push({ kind: 'operator', symbol: LATEX_SYMBOLS[name] });
    else if (isChar(this.peek(), '{')) {
      // An unknown command (\boxed, \cancel, \mathbb…) is said as its argument.
      nodes.push({ kind: 'group', open: '', close: '', body: this.readArgument() });
    }
  }

  private readSet(stop: Stop): SpeechNode {
    const body = finish(
      this.readList((token) => isCommand(token, '}') || isCommand(token, 'rbrace') || stop(token)),
    );
    const closed = isCommand(this.peek(), '}') || isCommand(this.peek(), 'rbrace');
    if (closed) this.position++;
    // {x | x > 2}: the bar of a set is "dengan", not an absolute value.
    const items = body.map((node): SpeechNode =>
      node.kind === 'group' && node.open === '|' && node.close === ''
        ? { kind: 'group', open: '', close: '', body: [{ kind: 'operator', symbol: '|' }, ...node.body] }
        : node,
    );
    return { kind: 'group', open: '{', close: closed ? '}' : '', body: items };
  }

  private readNegation(nodes: Parsed[]): void {
    this.skipSpaces();
    const next = this.peek();
    if (isChar(next, '=')) nodes.push({ kind: 'operator', symbol: '≠' });
    else if (isCommand(next, 'in')) nodes.push({ kind: 'operator', symbol: '∉' });
    else return;
    this.position++;
  }

  private readEnvironment(environment: string, nodes: Parsed[]): void {
    if (environment === 'array') this.readRawArgument();
    const rows: SpeechNode[][][] = [];
    let row: SpeechNode[][] = [];
    const endOfCell: Stop = (token) =>
      isChar(token, '&') || isCommand(token, '\\') || isCommand(token, 'end');
    for (;;) {
      row.push(finish(this.readList(endOfCell)));
      const token = this.tokens[this.position++];
      if (token === undefined || isCommand(token, 'end')) break;
      if (isCommand(token, '\\')) {
        rows.push(row);
        row = [];
      }
    }
    if (isChar(this.peek(), '{')) this.readName();
    if (row.some((cell) => cell.some((node) => node.kind !== 'space'))) rows.push(row);
    nodes.push({ kind: 'matrix', environment, rows });
  }
}

/**
 * A LaTeX formula (without its dollars) as speech nodes.
 *
 * @example
 * latexToNodes('\\frac{3}{4}'); // [{ kind: 'fraction', numerator: [3], denominator: [4] }]
 */
export function latexToNodes(source: string): SpeechNode[] {
  return new LatexReader(tokenizeLatex(source)).readAll();
}
