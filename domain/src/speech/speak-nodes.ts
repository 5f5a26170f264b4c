import type { SpeechNode } from './speech-node.ts';
import { toSpokenDecimal, toSpokenDigits, toSpokenOrdinal } from './spoken-number.ts';
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
 */
type Options = { arrow: string; elements: ReadonlySet<string> };
/** Letters written before brackets to apply a function: f(x) is "f dari x". */
const FUNCTION_LETTERS = new Set(['f', 'g', 'h', 'P']);
const BINARY_WORD_OPERATORS = new Set(['+', '-', '×', '·']);
const TRIGONOMETRY = new Set(['sin', 'cos', 'tan', 'tg', 'cot', 'cotg', 'sec', 'csc', 'cosec']);
const BIG_OPERATORS = new Set(['int', 'iint', 'oint', 'sum', 'prod']);

const withoutSpaces = (nodes: readonly SpeechNode[]) => nodes.filter((node) => node.kind !== 'space');

const isInteger = (node: SpeechNode | undefined, value?: string): boolean =>
  node?.kind === 'number' && node.decimals === '' && node.repeating === '' && (value === undefined || node.integer === value);

/** A maths letter, or a one-letter word of plain text ("x", "D"). */
const isLetterLike = (node: SpeechNode | undefined): boolean =>
  node?.kind === 'letter' || (node?.kind === 'word' && [...node.text].length === 1);

const isSign = (node: SpeechNode | undefined): boolean => node?.kind === 'operator' && (node.symbol === '-' || node.symbol === '+');

/** A number or a letter, maybe signed: brackets around it are not said ("(−6)" is "negatif enam"). */
function isSingleAtom(nodes: readonly SpeechNode[], signed = true): boolean {
  const items = withoutSpaces(nodes);
  const atom = items.length === 2 && signed && isSign(items[0]) ? items[1] : items.length === 1 ? items[0] : undefined;
  return atom?.kind === 'number' || isLetterLike(atom);
}

/** A part that needs no pause around it: one term, maybe signed, with no operator inside. */
function isSimple(nodes: readonly SpeechNode[]): boolean {
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
        return node.base !== undefined && isSimple([node.base]) && isSimple(node.sup ?? []) && isSimple(node.sub ?? []);
      default:
        return false;
    }
  });
}

function isNumberLike(node: SpeechNode | undefined): boolean {
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
function startsOperand(previous: SpeechNode | undefined): boolean {
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
        return this.say(node.text);
      case 'spoken':
        return this.say(...node.words);
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
        return this.speakAccent(node.accent, node.body);
      case 'matrix':
        return this.speakMatrix(node.environment, node.rows);
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
    else if (/^[A-Z]+$|[^A-Za-z]/.test(node.text)) this.say(...[...node.text].filter((char) => /\p{L}/u.test(char)).map(toSpokenLetter));
    else this.say(node.text);
  }

  private speakOperator(symbol: string, sign: boolean | undefined): void {
    const operand = sign ?? startsOperand(this.previous);
    if (symbol === '-') return this.say(operand ? 'negatif' : 'kurang');
    if (symbol === '+') return this.say(operand && this.peek(true)?.node.kind === 'number' ? 'positif' : 'tambah');
    if (symbol === '→') return this.say(this.options.arrow);
    if (symbol === '/') {
      // Zn²⁺/Zn (a half-cell) is said with a pause.
      return this.say(this.previous?.kind === 'spoken' ? ',' : 'per');
    }
    if (symbol === '…') {
      // "2 + 6 + 18 + …" is "dua tambah enam tambah delapan belas, dan seterusnya".
      if (this.previous?.kind === 'operator' && BINARY_WORD_OPERATORS.has(this.previous.symbol)) this.words.pop();
      return this.say(',', 'dan', 'seterusnya');
    }
    if (symbol === '√') return this.say('akar');
    if (symbol === '‖') return this.say(...(this.options.elements.size > 0 ? [',', 'jembatan', 'garam', ','] : ['sejajar']));
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
      if (items.length === 1 && items[0]!.kind === 'letter' && /^[A-Z]$/.test(items[0]!.text)) return this.say('determinan', items[0]!.text);
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
    const interval = this.intervalEnds(group);
    if (interval) return this.speakInterval(open === '[', close === ']', interval);
    if (!powered && isSingleAtom(body)) return this.sayNodes(body);
    const [opening, closing] = open === '[' ? ['kurung siku buka', 'kurung siku tutup'] : ['kurung buka', 'kurung tutup'];
    this.say(...opening.split(' '));
    this.sayNodes(body);
    if (close !== '') this.say(...closing.split(' '));
  }

  /** [a, b], [a, b), (a, b]: an interval (a point (a, b) stays a point). */
  private intervalEnds(group: Extract<SpeechNode, { kind: 'group' }>): [SpeechNode[], SpeechNode[]] | undefined {
    if (group.open === '(' && group.close === ')') return undefined;
    if (!'[('.includes(group.open) || !'])'.includes(group.close) || group.close === '') return undefined;
    const commas = group.body.flatMap((node, index) => (node.kind === 'punctuation' && node.symbol === ',' ? [index] : []));
    if (commas.length !== 1) return undefined;
    return [group.body.slice(0, commas[0]), group.body.slice(commas[0]! + 1)];
  }

  private speakInterval(closedStart: boolean, closedEnd: boolean, [start, end]: [SpeechNode[], SpeechNode[]]): void {
    const from = speakNodes(start, this.options);
    const to = speakNodes(end, this.options);
    if (closedStart === closedEnd) return this.say('selang', closedStart ? 'tertutup' : 'terbuka', 'dari', ...from, 'sampai', ...to, ',');
    this.say('selang', 'dari', ...from, 'sampai', ...to, ',', ...(closedStart ? from : to), 'termasuk', ',', ...(closedStart ? to : from), 'tidak', 'termasuk', ',');
  }

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
    const square = index === undefined || (withoutSpaces(index).length === 1 && isInteger(withoutSpaces(index)[0], '2'));
    if (square && isSingleAtom(radicand, false)) return this.say('akar', ...speakNodes(radicand, this.options));
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
    if (base.kind === 'group' && sup !== undefined && base.open === '(' && !isSingleAtom(base.body, false)) this.speakGroup(base, true);
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
    if (items.length === 2 && first!.kind === 'operator' && first!.symbol === '-' && isInteger(second, '1') && (upperLetter || (base.kind === 'letter' && FUNCTION_LETTERS.has(base.text)))) {
      return this.say('invers');
    }
    if (items.length === 1 && first!.kind === 'letter' && first!.text === 'T' && upperLetter) return this.say('transpos');
    const charge = items.at(-1);
    if (charge?.kind === 'operator' && (charge.symbol === '+' || charge.symbol === '-') && items.length <= 2 && (items.length === 1 || isInteger(first))) {
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
      return this.say(',', 'nomor', 'massa', ...speakNodes(sup, this.options), ',', 'nomor', 'atom', ...speakNodes(sub, this.options), ',');
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
      else if (items.length === 2 && items[0]!.kind === 'operator' && items[0].symbol === '-' && isInteger(items[1], '1')) this.say(word, 'invers');
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

  private speakAccent(accent: string, body: SpeechNode[]): void {
    const items = withoutSpaces(body);
    const letters = items.every((node) => node.kind === 'letter');
    switch (accent) {
      case 'overline':
        // 0,\overline{3} is read with the number; a bare \overline{3} still repeats.
        if (items.length === 1 && isInteger(items[0])) return this.say(toSpokenDigits((items[0] as { integer: string }).integer), 'berulang');
        if (letters && items.length >= 2) return this.say('ruas', 'garis', ...speakNodes(body, this.options));
        if (letters && items.length === 1) return this.say(...speakNodes(body, this.options), 'bar');
        return this.sayNodes(body);
      case 'vec':
        return this.say('vektor', ...speakNodes(body, this.options));
      case 'hat':
        return this.say(...speakNodes(body, this.options), 'topi');
      case 'widehat':
        return this.say('sudut', ...speakNodes(body, this.options));
      case 'dot':
        return this.say(...speakNodes(body, this.options), 'titik');
      case 'ddot':
        return this.say(...speakNodes(body, this.options), 'titik', 'dua');
      default:
        return this.sayNodes(body);
    }
  }

  private speakMatrix(environment: string, rows: SpeechNode[][][]): void {
    if (environment === 'cases') {
      for (const [value, condition = []] of rows) {
        this.sayNodes(value ?? []);
        const first = withoutSpaces(condition)[0];
        if (condition.length > 0 && !(first?.kind === 'word' && /^(?:jika|untuk|bila|apabila)$/i.test(first.text))) this.say('untuk');
        this.sayNodes(condition);
        this.say(';');
      }
      return;
    }
    if (!/matrix$/.test(environment)) {
      for (const row of rows) this.say(...row.flatMap((cell) => speakNodes(cell, this.options)), ',');
      return;
    }
    // "determinan matriks ⟨matrix⟩" names it once.
    const named = this.previous?.kind === 'word' && this.previous.text.toLowerCase() === 'matriks';
    if (/^[vV]matrix$/.test(environment)) this.say('determinan');
    this.say(named ? '' : 'matriks', ',');
    rows.forEach((row, index) => {
      this.say('baris', toSpokenOrdinal(String(index + 1)));
      row.forEach((cell, column) => this.say(...(column > 0 ? [','] : []), ...speakNodes(cell, this.options)));
      this.say(';');
    });
  }
}

/**
 * Speech nodes as a list of words and punctuation marks.
 *
 * @example
 * speakNodes(latexToNodes('\\sqrt{2}')); // ['akar', 'dua']
 */
export function speakNodes(nodes: readonly SpeechNode[], options?: Options): string[] {
  return new Speaker(nodes, options ?? { arrow: 'menghasilkan', elements: new Set(formulaSymbols(nodes)) }).speakAll();
}

function formulaSymbols(nodes: readonly SpeechNode[]): string[] {
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
        return [...formulaSymbols(node.base ? [node.base] : []), ...formulaSymbols(node.sub ?? []), ...formulaSymbols(node.sup ?? [])];
      default:
        return [];
    }
  });
}

