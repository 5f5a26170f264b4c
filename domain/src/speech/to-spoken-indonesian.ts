import { latexToNodes } from './latex-to-nodes.ts';
import { proseToNodes } from './prose-to-nodes.ts';
import type { SpeechNode } from './speech-node.ts';
import { speakNodes } from './speak-nodes.ts';

/**
 * Maths in `$…$` or `$$…$$`, and LaTeX written outside it by mistake (`5\%`, a lone
 * `\frac{1}{2}`): the same spans `toPlainQuestionText` and the page's temml read.
 */
const MATH = /\$\$([^$]*)\$\$|\$([^$]*)\$|(\\(?:[A-Za-z]+(?:\s*\{(?:[^{}]|\{[^{}]*\})*\})*|[%,;:! ]))/g;

function toSpeechNodes(text: string): SpeechNode[] {
  const nodes: SpeechNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MATH)) {
    nodes.push(...proseToNodes(text.slice(last, match.index)));
    nodes.push(...latexToNodes(match[1] ?? match[2] ?? match[3] ?? ''));
    last = match.index + match[0].length;
  }
  return [...nodes, ...proseToNodes(text.slice(last))];
}

/** Words and marks joined as a sentence: no space before a mark, no pause doubled or dangling. */
function tidy(words: readonly string[]): string {
  let text = words.join(' ');
  let previous = '';
  while (previous !== text) {
    previous = text;
    text = text
      .replace(/\s+([,.;:?!)])/g, '$1')
      .replace(/\(\s+/g, '(')
      .replace(/[,;:]+([,.;:?!)])/g, '$1')
      .replace(/\(\s*[,;:]+/g, '(')
      .replace(/\(\)/g, '');
  }
  return text
    .replace(/([,;:])(?=[^\s,.;:?!)])/g, '$1 ')
    .replace(/^[\s,;:]+|[\s,;:]+$/g, '')
    .replace(/\s+/g, ' ');
}

/**
 * An Indonesian sentence with maths, as the words a speech synthesiser (espeak-ng `id`,
 * MBROLA `mb-id1`) should say: numbers in words, operators, powers, roots, fractions, units,
 * chemical formulas and Greek letters read as an Indonesian teacher reads them. Maths is LaTeX
 * inside `$…$` (as in question texts) or plain Unicode (×, −, ², √, H₂O, 25%, Rp15.000).
 * Letters stay letters for the synthesiser to spell; what is not recognised degrades to its
 * arguments or is left out, so the result never carries a backslash, brace, dollar or digit.
 *
 * Element symbols stay as written ("Ca O H dua kali"), readable in a transcript. Teachers say
 * them letter by letter; espeak-ng reads "Ca", "Cu", "Ag" as syllables, so the text sent to a
 * synthesiser asks for `spellSymbols` ("C a O H dua kali").
 *
 * @example
 * toSpokenIndonesian('Hitung $x^2 - 5x + 6 = 0$.'); // 'Hitung x kuadrat kurang lima x tambah enam sama dengan nol.'
 * toSpokenIndonesian('$\\frac{a+b}{2}$'); // 'a tambah b, per dua'
 * toSpokenIndonesian('Massa $\\mathrm{H_2SO_4}$ 2 kg'); // 'Massa H dua S O empat dua kilogram'
 * toSpokenIndonesian('$g = 10\\ \\mathrm{m/s^2}$'); // 'g sama dengan sepuluh meter per sekon kuadrat'
 * toSpokenIndonesian('0,5 mol CaCO₃', { spellSymbols: true }); // 'nol koma lima mol C a C O tiga'
 */
export function toSpokenIndonesian(text: string, options: { spellSymbols?: boolean } = {}): string {
  // Modifier letters are letters to Unicode, but rⁿ is r to the n.
  const normalised = text
    .normalize('NFC')
    .replace(/µ/g, 'μ')
    .replace(/Ω/g, 'Ω')
    .replace(/ⁿ/g, '^n')
    .replace(/ⁱ/g, '^i')
    .replace(/[\u00A0\u202F]/g, ' ');
  return tidy(speakNodes(toSpeechNodes(normalised), { spellSymbols: options.spellSymbols ?? false }));
}
