import { isInteger, withoutSpaces } from './node-shapes.ts';
import type { SpeechNode } from './speech-node.ts';
import { toSpokenDigits, toSpokenOrdinal } from './spoken-number.ts';

/*
 * The layouts a teacher describes rather than reads symbol by symbol: intervals, accents,
 * matrices and cases. Each takes `speak`, which reads a part in the sentence's context.
 */

type Speak = (nodes: readonly SpeechNode[]) => string[];
type Group = Extract<SpeechNode, { kind: 'group' }>;

/**
 * [a, b], [a, b), (a, b]: an interval — "selang tertutup dari a sampai b", or which end
 * belongs to it. A point (a, b) or anything else is not an interval (undefined).
 */
export function speakInterval(group: Group, speak: Speak): string[] | undefined {
  const { open, close, body } = group;
  if ((open === '(' && close === ')') || !'[('.includes(open) || close === '' || !'])'.includes(close))
    return undefined;
  const commas = body.flatMap((node, index) =>
    node.kind === 'punctuation' && node.symbol === ',' ? [index] : [],
  );
  if (commas.length !== 1) return undefined;
  const from = speak(body.slice(0, commas[0]));
  const to = speak(body.slice(commas[0]! + 1));
  const [closedStart, closedEnd] = [open === '[', close === ']'];
  if (closedStart === closedEnd)
    return ['selang', closedStart ? 'tertutup' : 'terbuka', 'dari', ...from, 'sampai', ...to, ','];
  const [included, excluded] = closedStart ? [from, to] : [to, from];
  return [
    'selang',
    'dari',
    ...from,
    'sampai',
    ...to,
    ',',
    ...included,
    'termasuk',
    ',',
    ...excluded,
    'tidak',
    'termasuk',
    ',',
  ];
}

/**
 * An accent: a bar over digits repeats them ("tiga berulang"), over two letters it is a segment
 * ("ruas garis A B"), over one a mean ("x bar"); \vec is "vektor v", \hat "i topi".
 */
export function speakAccent(accent: string, body: SpeechNode[], speak: Speak): string[] {
  const items = withoutSpaces(body);
  const letters = items.every((node) => node.kind === 'letter');
  switch (accent) {
    case 'overline':
      if (items.length === 1 && isInteger(items[0]))
        return [toSpokenDigits((items[0] as { integer: string }).integer), 'berulang'];
      if (letters && items.length >= 2) return ['ruas', 'garis', ...speak(body)];
      return letters && items.length === 1 ? [...speak(body), 'bar'] : speak(body);
    case 'vec':
      return ['vektor', ...speak(body)];
    case 'hat':
      return [...speak(body), 'topi'];
    case 'widehat':
      return ['sudut', ...speak(body)];
    case 'dot':
      return [...speak(body), 'titik'];
    case 'ddot':
      return [...speak(body), 'titik', 'dua'];
    default:
      return speak(body);
  }
}

/**
 * A matrix row by row ("matriks, baris pertama dua, satu; baris kedua …"), a determinant
 * (vmatrix), cases ("x untuk x ≥ 0; …") or aligned rows. `named`: the sentence has just said
 * "matriks", so it is not said twice.
 */
export function speakMatrix(
  environment: string,
  rows: SpeechNode[][][],
  speak: Speak,
  named: boolean,
): string[] {
  if (environment === 'cases') {
    return rows.flatMap(([value = [], condition = []]) => {
      const first = withoutSpaces(condition)[0];
      const said = first?.kind === 'word' && /^(?:jika|untuk|bila|apabila)$/i.test(first.text);
      return [...speak(value), ...(condition.length > 0 && !said ? ['untuk'] : []), ...speak(condition), ';'];
    });
  }
  if (!/matrix$/.test(environment))
    return rows.flatMap((row) => [...row.flatMap((cell) => speak(cell)), ',']);
  const words = [
    ...(/^[vV]matrix$/.test(environment) ? ['determinan'] : []),
    ...(named ? [] : ['matriks']),
    ',',
  ];
  rows.forEach((row, index) => {
    words.push('baris', toSpokenOrdinal(String(index + 1)));
    row.forEach((cell, column) => words.push(...(column > 0 ? [','] : []), ...speak(cell)));
    words.push(';');
  });
  return words;
}
