import { describe, expect, it } from 'vitest';
import { toPlainQuestionText } from './question-plain-text.ts';

describe('toPlainQuestionText', () => {
  it('rewrites fractions, powers and operators inside $…$', () => {
    expect(toPlainQuestionText('Hitung $\\frac{3}{4} + \\frac{1}{2}$ dan $x^{2}$.')).toBe('Hitung 3/4 + 1/2 dan x².');
    expect(toPlainQuestionText('$2 \\times 3 \\le 7$')).toBe('2 × 3 ≤ 7');
  });

  it('unwraps nested commands and roots', () => {
    expect(toPlainQuestionText('$\\sqrt{\\frac{a}{b}}$')).toBe('√a/b');
    expect(toPlainQuestionText('$\\sqrt[3]{27}$')).toBe('3√(27)');
  });

  it('keeps text outside maths as written and collapses whitespace', () => {
    expect(toPlainQuestionText('Sebuah   mobil\nmelaju 60 km/jam.')).toBe('Sebuah mobil melaju 60 km/jam.');
  });

  it('handles display maths, subscripts, \\text and \\% ', () => {
    expect(toPlainQuestionText('$$v_{0} = 10 \\text{ m/s}$$ naik 5\\%')).toBe('v0 = 10 m/s naik 5\\%');
    expect(toPlainQuestionText('Diskon $20\\%$')).toBe('Diskon 20%');
  });

  it('falls back to ^ for powers that have no superscript characters', () => {
    expect(toPlainQuestionText('$e^{x+1}$')).toBe('e^x+1');
  });
});
