import type { SpeechNode } from './speech-node.ts';

/*
 * The structure of plain-text maths: scripts attach to what they follow (x², (−2)², H₂ when not
 * a formula), √ takes what comes next. Used by the prose reader (prose-to-nodes.ts).
 */

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻';
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉₊₋';
const PLAIN = '0123456789+-';

function toPlainDigits(text: string, alphabet: string): string {
  return [...text].map((char) => PLAIN[alphabet.indexOf(char)] ?? char).join('');
}

/** Nodes of a script written with Unicode or a caret: "²" is 2, "⁻" a minus sign. */
export function scriptNodes(text: string): SpeechNode[] {
  return [...text].map((char): SpeechNode => {
    if (/\d/.test(char)) return { kind: 'number', integer: char, decimals: '', repeating: '' };
    if (char === '+' || char === '-') return { kind: 'operator', symbol: char };
    return { kind: 'letter', text: char };
  });
}

/** Joins script digits into one number: "10" is ten, not one and zero. */
export function joinDigits(nodes: SpeechNode[]): SpeechNode[] {
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

/** Puts a script on the node before it (a bracket before it becomes a group). */
export function attachScript(nodes: SpeechNode[], script: SpeechNode[], position: 'sub' | 'sup'): void {
  const base = takeScriptBase(nodes);
  if (base?.kind === 'scripts' && base[position] === undefined) {
    base[position] = script;
    nodes.push(base);
    return;
  }
  nodes.push({
    kind: 'scripts',
    base,
    sub: position === 'sub' ? script : undefined,
    sup: position === 'sup' ? script : undefined,
  });
}

/** √ takes the next number, word or bracket as its radicand. */
export function buildRoots(nodes: SpeechNode[]): SpeechNode[] {
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
