import { toTanyaSlug } from '@bimbel/domain/routes/tanya-paths';
import { toSpokenIndonesian } from '@bimbel/domain/speech/to-spoken-indonesian';
import { toSpokenDigits, toSpokenInteger } from '@bimbel/domain/speech/spoken-number';
import { toPlainQuestionText } from '@bimbel/domain/tanya/question-plain-text';
import { describe, expect, it } from 'vitest';
import demoQuestions from './demo/demo-questions.json' with { type: 'json' };

/** The texts of a demo question that are read or shown: the question, and its worked steps and answer once they exist. */
type DemoQuestion = { id: string; text: string; steps?: string[]; answer?: string };
const texts = (demoQuestions as DemoQuestion[]).flatMap((question) =>
  [question.text, ...(question.steps ?? []), ...(question.answer ? [question.answer] : [])].map((text) => ({
    id: question.id,
    text,
  })),
);

/** Words a LaTeX or plain-text command name would leave behind in a card, a title or an address. */
const MARKUP_WORDS =
  /\b(?:d?frac|sqrt|overline|underline|bar|vec|hat|mathrm|mathbf|mathbb|text|textrm|operatorname|left|right|begin|end|[pbv]?matrix|cases|circ|times|cdot|div|pm|le|leq|ge|geq|neq|approx|dots|ldots|cdots|rightarrow|to|quad|displaystyle|alpha|beta|theta|Delta|mu|rho|Omega|pi|infty)\b/;

/**
 * The words each number of a text must produce: 1.000 is "seribu", 0,301 "nol koma tiga nol
 * satu", a repeating block digit by digit. Exponents 2 and 3 are left out: x² is "x kuadrat",
 * cm³ "sentimeter kubik".
 */
function spokenNumbers(text: string): string[] {
  const repeating = [...text.matchAll(/\\overline\{(\d+)\}/g)].map((match) => toSpokenDigits(match[1]!));
  const rest = text.replace(/\\overline\{\d+\}/g, ' ').replace(/\^\{?[23]\}?(?![\d+-])|[²³]/g, ' ');
  // Inside $…$ only `{,}` is a decimal comma (`x_{1,2}` is a list); in the prose a comma between digits is one.
  const decimalComma = (segment: string, isMath: boolean) =>
    isMath ? segment : segment.replace(/(\d),(\d)/g, '$1{,}$2');
  const marked = rest
    .split('$')
    .map((segment, index) => decimalComma(segment, index % 2 === 1))
    .join('$');
  const numbers = [...marked.matchAll(/(\d{1,3}(?:\.\d{3})+(?!\d)|\d+)(?:\{,\}(\d+))?/g)].map(
    ([, integer, decimals]) => {
      const whole = toSpokenInteger(integer!.replace(/\./g, ''));
      return decimals ? `${whole} koma ${toSpokenDigits(decimals)}` : whole;
    },
  );
  return [...numbers, ...repeating];
}

describe('the demo questions in speech, plain text and slugs', () => {
  it('are spoken with no markup left and every number said in words', () => {
    for (const { id, text } of texts) {
      const spoken = toSpokenIndonesian(text);
      expect(spoken, `${id}: ${text}`).not.toMatch(/[\\{}$^_\d]/);
      // Only letters, spaces and the punctuation that makes a pause: nothing a synthesiser spells out as a symbol.
      expect(spoken, `${id}: ${text}`).toMatch(/^[A-Za-z ,.;:?!()'-]+$/);
      for (const number of spokenNumbers(text)) expect(spoken, `${id}: ${text}`).toContain(number);
    }
  });

  it('show as plain text and slugs without markup', () => {
    for (const { id, text } of texts) {
      const plain = toPlainQuestionText(text);
      // Set braces stay ({5, 6, 7, …}); a brace group without a list in it is markup left behind.
      expect(plain, `${id}: ${text}`).not.toMatch(/[\\$]|\{[^,{}]*\}/);
      expect(plain, `${id}: ${text}`).not.toMatch(MARKUP_WORDS);
      const slug = toTanyaSlug(plain);
      expect(slug, `${id}: ${text}`).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(slug.replace(/-/g, ' '), `${id}: ${text}`).not.toMatch(MARKUP_WORDS);
    }
  });

  it('shows the repeating decimals of the demo question as 0,333… in its title and address', () => {
    const question = (demoQuestions as DemoQuestion[]).find((candidate) =>
      candidate.text.includes('\\overline'),
    );
    expect(question).toBeDefined();
    const plain = toPlainQuestionText(question!.text);
    expect(plain).toContain('0,333… dan 0,2727…');
    expect(toTanyaSlug(plain)).toBe(
      'nyatakan-bilangan-desimal-berulang-0-333-dan-0-2727-dalam-bentuk-pecahan-biasa',
    );
    expect(toSpokenIndonesian(question!.text)).toContain(
      'nol koma tiga berulang dan nol koma dua tujuh berulang',
    );
  });
});
