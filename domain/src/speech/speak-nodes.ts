import {
  formulaSymbols,
  isInteger,
  isLetterLike,
  isNumberLike,
  isSimple,
  isSingleAtom,
  startsOperand,
  withoutSpaces,
} from './node-shapes.ts';
import { speakAccent, speakInterval, speakMatrix } from './speak-layouts.ts';
import type { SpeechNode } from './speech-node.ts';
import { toSpokenDecimal } from './spoken-number.ts';
import { FUNCTION_WORDS, OPERATOR_WORDS, toSpokenLetter } from './spoken-symbols.ts';
import { readUnit } from './spoken-units.ts';

/*
 * Speech nodes as words. A compound part — a numerator, a denominator, a radicand, an exponent
 * with an operator in it — is closed by a comma, the pause a teacher makes, so "a tambah b, per
 * dua" is (a + b)/2 and "dua pangkat x tambah satu, sama dengan" is 2^(x+1) = …; the text is
 * tidied afterwards (to-spoken-indonesian.ts), so a comma before a full stop disappears.
 */

/**
 * `arrow`: what → says. `elements`: the symbols in the text's chemical formulas, so after
 * "CO₂" the "3 C" of "ada 3 C di kiri" is three carbon atoms, not three coulombs.
 * `spellSymbols`: element symbols letter by letter ("Ca" as "C a"), see toSpokenIndonesian.
 */
export type SpeakOptions = { arrow: string; elements: ReadonlySet<string>; spellSymbols: boolean };
type Options = SpeakOptions;
/** Letters written before brackets to apply a function: f(x) is "f dari x". */
const FUNCTION_LETTERS = new Set(['f', 'g', 'h', 'P']);
const BINARY_WORD_OPERATORS = new Set(['+', '-', '×', '·']);
const TRIGONOMETRY = new Set(['sin', 'cos', 'tan', 'tg', 'cot', 'cotg', 'sec', 'csc', 'cosec']);
const BIG_OPERATORS = new Set(['int', 'iint', 'oint', 'sum', 'prod']);

class Speaker {
  readonly words: string[] = [];
  private position = 0;
  private previous: SpeechNode | undefined;
  private currency = false;

  constructor(
    private readonly nodes: readonly SpeechNode[],
    private readonly options: Options,
  ) {}

  speakAll(): string[] {
    for (; this.position < this.nodes.length; this.position++) {
      const node = this.nodes[this.position]!;
      if (node.kind === 'space') continue;
      this.speak(node);
      // A node that took the next one along (f(x), ²log 8) has set `previous` itself.
      if (this.nodes[this.position] === node) this.previous = node;
    }
    if (this.currency) this.words.push('rupiah');
    return this.words;
  }

  /** A part in the same context, as words. */
  private readonly speakPart = (nodes: readonly SpeechNode[]): string[] => speakNodes(nodes, this.options);

  private previousIs(word: string): boolean {
    return this.previous?.kind === 'word' && this.previous.text.toLowerCase() === word;
  }

  /** An element symbol as the synthesiser should say it: "Ca" as "C a" when spelling. */
  private spell(word: string, symbol: boolean): string[] {
    return this.options.spellSymbols && symbol && /^[A-Z][a-z]$/.test(word) ? [...word] : [word];
  }

  private say(...words: string[]): void {
    this.words.push(...words.filter((word) => word !== ''));
  }

  private sayNodes(nodes: readonly SpeechNode[], options: Options = this.options): void {
    this.words.push(...speakNodes(nodes, options));
  }

  /** The next node, right after this one (`spaced` false) or after any spaces. */
  private peek(spaced: boolean): { node: SpeechNode; index: number } | undefined {
    for (let index = this.position + 1; index < this.nodes.length; index++) {
      const node = this.nodes[index]!;
      if (node.kind !== 'space') return { node, index };
      if (!spaced) return undefined;
    }
    return undefined;
  }

  private speak(node: SpeechNode): void {
    switch (node.kind) {
      case 'number':
        return this.speakNumber(node);
      case 'letter':
        this.say(toSpokenLetter(node.text));
        if (FUNCTION_LETTERS.has(node.text)) this.speakApplication();
        return;
      case 'word':
        return this.say(...this.spell(node.text, this.options.elements.has(node.text)));
      case 'spoken':
        return this.say(...node.words.flatMap((word) => this.spell(word, node.chemical === true)));
      case 'currency':
        this.currency = true;
        return;
      case 'unit':
        return this.speakUnit(node);
      case 'operator':
        return this.speakOperator(node.symbol, node.sign);
      case 'punctuation':
        return this.say(node.symbol);
      case 'group':
        return this.speakGroup(node, false);
      case 'fraction':
        return this.speakFraction(node.numerator, node.denominator);
      case 'root':
        return this.speakRoot(node.index, node.radicand);
      case 'scripts':
        return this.speakScripts(node);
      case 'function':
        return this.speakFunction(node.name, undefined);
      case 'accent':
        return this.say(...speakAccent(node.accent, node.body, this.speakPart));
      case 'matrix':
        // "determinan matriks ⟨matrix⟩" names it once.
        return this.say(
          ...speakMatrix(node.environment, node.rows, this.speakPart, this.previousIs('matriks')),
        );
    }
  }

  private speakNumber(node: Extract<SpeechNode, { kind: 'number' }>): void {
    if (this.currency) {
      // Rp15.000,00 is fifteen thousand rupiah: zero cents are not said.
      const decimals = /^0*$/.test(node.decimals) ? '' : node.decimals;
      this.say(toSpokenDecimal(node.integer, decimals, node.repeating), 'rupiah');
      this.currency = false;
      return;
    }
    this.say(toSpokenDecimal(node.integer, node.decimals, node.repeating));
  }

  private speakUnit(node: Extract<SpeechNode, { kind: 'unit' }>): void {
    const chained = this.previous?.kind === 'unit';
    const atom = this.options.elements.has(node.text);
    if (!atom && (chained || !node.ambiguous || isNumberLike(this.previous))) {
      this.say(readUnit(node.text, { inProduct: chained })?.spoken ?? node.spoken);
    }
    // "TV" is not tesla-volt without a number: it is spelled like any acronym, μs is "mu s".
    else if (/^[A-Z]+$|[^A-Za-z]/.test(node.text))
      this.say(...[...node.text].filter((char) => /\p{L}/u.test(char)).map(toSpokenLetter));
    else this.say(node.text);
  }

  private speakOperator(symbol: string, sign: boolean | undefined): void {
    const operand = sign ?? startsOperand(this.previous);
    if (symbol === '-') return this.say(operand ? 'negatif' : 'kurang');
    if (symbol === '+')
      return this.say(operand && this.peek(true)?.node.kind === 'number' ? 'positif' : 'tambah');
    if (symbol === '→') return this.say(this.options.arrow);
    if (symbol === '/') {
      // Zn²⁺/Zn (a half-cell) is said with a pause.
      return this.say(this.previous?.kind === 'spoken' ? ',' : 'per');
    }
    if (symbol === '…') {
      // "2 + 6 + 18 + …" is "dua tambah enam tambah delapan belas, dan seterusnya".
      if (this.previous?.kind === 'operator' && BINARY_WORD_OPERATORS.has(this.previous.symbol))
        this.words.pop();
      return this.say(',', 'dan', 'seterusnya');
    }
    if (symbol === '√') return this.say('akar');
    if (symbol === '‖')
      return this.say(...(this.options.elements.size > 0 ? [',', 'jembatan', 'garam', ','] : ['sejajar']));
    this.say(OPERATOR_WORDS[symbol] ?? '');
  }

  /** f(x) is "f dari x": the brackets after a function letter hold its argument. */
  private speakApplication(): void {
    const next = this.peek(false);
    if (next?.node.kind !== 'group' || next.node.open !== '(') return;
    this.say('dari');
    this.sayNodes(next.node.body);
    if (!isSimple(next.node.body)) this.say(',');
    this.position = next.index;
    this.previous = next.node;
  }

  private speakGroup(group: Extract<SpeechNode, { kind: 'group' }>, powered: boolean): void {
    const { open, close, body } = group;
    if (open === '') return this.sayNodes(body);
    if (open === '|') {
      const items = withoutSpaces(body);
      if (items.length === 1 && items[0]!.kind === 'letter' && /^[A-Z]$/.test(items[0]!.text))
        return this.say('determinan', items[0]!.text);
      this.say('nilai', 'mutlak');
      if (isSimple(body)) return this.sayNodes(body);
      this.say('dari');
      this.sayNodes(body);
      return this.say(',');
    }
    if (open === '{') {
      this.say('himpunan');
      this.sayNodes(body);
      return this.say(',');
    }
    const items = withoutSpaces(body);
    if (open === '[' && items.length === 1 && items[0]!.kind === 'spoken' && items[0].chemical) {
      // [H⁺] is the concentration of H⁺.
      return this.say('konsentrasi', ...items[0].words);
    }
    const interval = speakInterval(group, this.speakPart);
    if (interval) return this.say(...interval);
    if (!powered && isSingleAtom(body)) return this.sayNodes(body);
    const [opening, closing] =
      open === '[' ? ['kurung siku buka', 'kurung siku tutup'] : ['kurung buka', 'kurung tutup'];
    this.say(...opening.split(' '));
    this.sayNodes(body);
    if (close !== '') this.say(...closing.split(' '));
  }

  /** [a, b], [a, b), (a, b]: an interval (a point (a, b) stays a point). */
  private speakFraction(numerator: SpeechNode[], denominator: SpeechNode[]): void {
    this.sayNodes(numerator);
    if (!isSimple(numerator)) this.say(',');
    this.say('per');
    if (isSimple(denominator)) return this.sayNodes(denominator);
    this.say(',');
    this.sayNodes(denominator);
    this.say(',');
  }

  private speakRoot(index: SpeechNode[] | undefined, radicand: SpeechNode[]): void {
    const square =
      index === undefined || (withoutSpaces(index).length === 1 && isInteger(withoutSpaces(index)[0], '2'));
    if (square && isSingleAtom(radicand, false))
      return this.say('akar', ...speakNodes(radicand, this.options));
    this.say('akar');
    if (!square) this.say('pangkat', ...speakNodes(index!, this.options));
    this.say('dari');
    this.sayNodes(radicand);
    if (!isSimple(radicand)) this.say(',');
  }

  private speakScripts(node: Extract<SpeechNode, { kind: 'scripts' }>): void {
    const { base, sub, sup } = node;
    if (base === undefined) return this.speakPrescript(sub, sup);
    if (base.kind === 'function') return this.speakFunction(base.name, node);
    if (base.kind === 'group' && sup !== undefined && base.open === '(' && !isSingleAtom(base.body, false))
      this.speakGroup(base, true);
    else this.sayNodes([base]);
    if (sub !== undefined) {
      if (isSimple(sub)) this.sayNodes(sub);
      else this.say('indeks', ...speakNodes(sub, this.options), ',');
    }
    if (sup !== undefined) this.speakExponent(sup, base);
    if (base.kind === 'letter' && FUNCTION_LETTERS.has(base.text)) this.speakApplication();
  }

  private speakExponent(sup: SpeechNode[], base: SpeechNode): void {
    let items = withoutSpaces(sup);
    while (items[0]?.kind === 'operator' && items[0].symbol === '′') {
      this.say('aksen');
      items = items.slice(1);
    }
    if (items.length === 0) return;
    const [first, second] = items;
    const upperLetter = isLetterLike(base) && /^[A-Z]$/.test((base as { text: string }).text);
    if (items.length === 1 && first!.kind === 'unit') return this.say(upperLetter ? 'standar' : 'derajat');
    if (items.length === 1 && isInteger(first, '2')) return this.say('kuadrat');
    if (
      items.length === 2 &&
      first!.kind === 'operator' &&
      first!.symbol === '-' &&
      isInteger(second, '1') &&
      (upperLetter || (base.kind === 'letter' && FUNCTION_LETTERS.has(base.text)))
    ) {
      return this.say('invers');
    }
    if (items.length === 1 && first!.kind === 'letter' && first!.text === 'T' && upperLetter)
      return this.say('transpos');
    const charge = items.at(-1);
    if (
      charge?.kind === 'operator' &&
      (charge.symbol === '+' || charge.symbol === '-') &&
      items.length <= 2 &&
      (items.length === 1 || isInteger(first))
    ) {
      // An ion written in italic maths: Na^+ is "Na plus", SO_4^{2-} "dua minus".
      if (items.length === 2) this.sayNodes([first!]);
      return this.say(charge.symbol === '+' ? 'plus' : 'minus');
    }
    this.say('pangkat', ...speakNodes(items, this.options));
    if (!isSimple(items)) this.say(',');
  }

  /** ²log 8 is "log basis dua dari delapan"; ²³₁₁Na names its mass and atomic numbers. */
  private speakPrescript(sub: SpeechNode[] | undefined, sup: SpeechNode[] | undefined): void {
    const next = this.peek(true);
    if (next?.node.kind === 'function' && (next.node.name === 'log' || next.node.name === 'lg')) {
      this.position = next.index;
      this.previous = next.node;
      return this.say('log', 'basis', ...speakNodes(sup ?? sub ?? [], this.options), 'dari');
    }
    if (sup && sub && next && ['word', 'spoken', 'letter'].includes(next.node.kind)) {
      this.position = next.index;
      this.speak(next.node);
      this.previous = next.node;
      return this.say(
        ',',
        'nomor',
        'massa',
        ...speakNodes(sup, this.options),
        ',',
        'nomor',
        'atom',
        ...speakNodes(sub, this.options),
        ',',
      );
    }
    if (sup) {
      const items = withoutSpaces(sup);
      if (items.length === 1 && items[0]!.kind === 'unit') this.say('derajat');
      else this.say('pangkat', ...speakNodes(sup, this.options));
    }
    if (sub) this.sayNodes(sub);
  }

  private speakFunction(name: string, scripts: Extract<SpeechNode, { kind: 'scripts' }> | undefined): void {
    const word = FUNCTION_WORDS[name] ?? name;
    const sub = scripts?.sub;
    const sup = scripts?.sup;
    if ((name === 'log' || name === 'lg') && sub) {
      this.say('log', 'basis', ...speakNodes(sub, this.options), 'dari');
    } else if (name === 'lim') {
      this.say(word);
      if (sub) this.say(...speakNodes(sub, { ...this.options, arrow: 'mendekati' }), ',');
    } else if (BIG_OPERATORS.has(name)) {
      this.say(word);
      if (sub) this.say('dari', ...speakNodes(sub, this.options));
      if (sup) this.say('sampai', ...speakNodes(sup, this.options));
      if (sub || sup) this.say(',');
    } else if (TRIGONOMETRY.has(name) && sup) {
      const items = withoutSpaces(sup);
      if (items.length === 1 && isInteger(items[0], '2')) this.say(word, 'kuadrat');
      else if (
        items.length === 2 &&
        items[0]!.kind === 'operator' &&
        items[0].symbol === '-' &&
        isInteger(items[1], '1')
      )
        this.say(word, 'invers');
      else this.say(word, 'pangkat', ...speakNodes(sup, this.options), ',');
    } else {
      this.say(word);
      if (sub) this.sayNodes(sub);
      if (sup) this.speakExponent(sup, { kind: 'function', name });
    }
    this.speakFunctionArgument();
  }

  /** sin(2x) is "sinus dua x"; a longer argument is "sinus dari …,". */
  private speakFunctionArgument(): void {
    const next = this.peek(true);
    if (next?.node.kind !== 'group' || next.node.open !== '(') return;
    const body = next.node.body;
    if (!isSimple(body)) this.say('dari');
    this.sayNodes(body);
    if (!isSimple(body)) this.say(',');
    this.position = next.index;
    this.previous = next.node;
  }
}

/**
 * Speech nodes as a list of words and punctuation marks.
 *
 * @example
 * speakNodes(latexToNodes('\\sqrt{2}')); // ['akar', 'dua']
 */
export function speakNodes(nodes: readonly SpeechNode[], options: Partial<SpeakOptions> = {}): string[] {
  return new Speaker(nodes, {
    arrow: options.arrow ?? 'menghasilkan',
    elements: options.elements ?? new Set(formulaSymbols(nodes)),
    spellSymbols: options.spellSymbols ?? false,
  }).speakAll();
}
