import { describe, expect, it } from 'vitest';
import { toPlainQuestionText } from './question-plain-text.ts';

describe('toPlainQuestionText', () => {
  it('rewrites fractions, powers and operators inside $…$', () => {
    expect(toPlainQuestionText('Hitung $\\frac{3}{4} + \\frac{1}{2}$ dan $x^{2}$.')).toBe(
      'Hitung 3/4 + 1/2 dan x².',
    );
    expect(toPlainQuestionText('$2 \\times 3 \\le 7$')).toBe('2 × 3 ≤ 7');
  });

  it('keeps a numerator or denominator of several terms together, so the text means what the fraction does', () => {
    expect(toPlainQuestionText('$\\frac{2 \\times 2}{3 \\times 2} = \\frac{4}{6}$')).toBe('(2 × 2)/(3 × 2) = 4/6');
    expect(toPlainQuestionText('$\\frac{x^{2}+1}{x}$')).toBe('(x²+1)/x');
    expect(toPlainQuestionText('$\\frac{-3}{4}$ dan $\\frac{x^2}{2}$')).toBe('-3/4 dan x²/2');
    expect(toPlainQuestionText('$\\frac{\\frac{1}{2}}{3}$')).toBe('(1/2)/3');
  });

  it('reads a decimal comma written {,}, inside a fraction too', () => {
    expect(toPlainQuestionText('$\\frac{0{,}5}{2}$')).toBe('0,5/2');
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

  it('reads degrees, units in \\mathrm and Greek letters', () => {
    expect(toPlainQuestionText('Suhu naik dari $25^\\circ\\mathrm{C}$ ke $30^{\\circ}$.')).toBe(
      'Suhu naik dari 25°C ke 30°.',
    );
    expect(
      toPlainQuestionText('Luas alas $2\\ \\mathrm{m^2}$, hambatan $4\\ \\Omega$, $\\rho = 1.000$'),
    ).toBe('Luas alas 2 m², hambatan 4 Ω, ρ = 1.000');
    expect(toPlainQuestionText('Massa $\\mathrm{CaCO_3}$')).toBe('Massa CaCO3');
  });

  it('writes ellipses and matrices as text', () => {
    expect(toPlainQuestionText('Barisan $3, 7, 11, \\dots$')).toBe('Barisan 3, 7, 11, …');
    expect(toPlainQuestionText('$A = \\begin{pmatrix} 2 & 1 \\\\ 3 & 4 \\end{pmatrix}$')).toBe(
      'A = (2 1; 3 4)',
    );
    expect(toPlainQuestionText('$\\begin{bmatrix} 1 & 0 \\end{bmatrix}$')).toBe('[1 0]');
  });

  it('reads arrows whole, not as \\right followed by "arrow"', () => {
    expect(toPlainQuestionText('Setarakan $\\mathrm{C_3H_8 + O_2 \\rightarrow CO_2 + H_2O}$.')).toBe(
      'Setarakan C3H8 + O2 → CO2 + H2O.',
    );
    expect(toPlainQuestionText('$\\left( \\frac{1}{2} \\right)$')).toBe('(1/2)');
  });

  it('keeps a symbol apart from the unit after it', () => {
    expect(toPlainQuestionText('$q_1 = 2\\ \\mu\\mathrm{C}$')).toBe('q1 = 2 μC');
  });

  it('sets a Greek letter against a one-letter variable, as LaTeX does', () => {
    expect(toPlainQuestionText('$\\Delta H_f^\\circ$ dan $\\pi = 3$')).toBe('ΔHf° dan π = 3');
  });

  it('writes charges and isotopes with superscripts and subscripts', () => {
    expect(toPlainQuestionText('Ion $\\mathrm{Cl^-}$ dan $\\mathrm{Zn^{2+}}$')).toBe('Ion Cl⁻ dan Zn²⁺');
    expect(toPlainQuestionText('Atom $^{23}_{11}\\mathrm{Na}$')).toBe('Atom ²³₁₁Na');
  });

  it('writes a repeating decimal out, never the word "overline"', () => {
    expect(
      toPlainQuestionText('Nyatakan $0{,}\\overline{3}$ dan $0{,}\\overline{27}$ sebagai pecahan.'),
    ).toBe('Nyatakan 0,333… dan 0,2727… sebagai pecahan.');
    expect(toPlainQuestionText('$0,\\overline{3}$, $0{,}1\\overline{6}$ dan $\\overline{142857}$')).toBe(
      '0,333…, 0,1666… dan 142857142857…',
    );
  });

  it('keeps the argument of accents and font commands: a segment, a mean, a vector', () => {
    expect(toPlainQuestionText('Panjang $\\overline{AB}$, rata-rata $\\bar{x}$, vektor $\\vec{v}$')).toBe(
      'Panjang AB, rata-rata x, vektor v',
    );
    expect(toPlainQuestionText('$\\text{Rp}~5.000$ dan $\\mathbb{R}$ dan $\\boxed{x = 2}$')).toBe(
      'Rp 5.000 dan R dan x = 2',
    );
  });

  it('turns spacing commands into spaces and {,} into a decimal comma', () => {
    expect(toPlainQuestionText('$a\\,b\\;c~d\\quad e$ dan $3{,}14$')).toBe('a b c d e dan 3,14');
  });

  it('shows set braces, cases and binomials as text', () => {
    expect(toPlainQuestionText('$A = \\{1, 2, 3\\}$ dan $\\left\\{ x \\mid x > 2 \\right\\}$')).toBe(
      'A = {1, 2, 3} dan { x | x > 2 }',
    );
    expect(toPlainQuestionText('$\\binom{5}{2}$')).toBe('C(5, 2)');
    expect(toPlainQuestionText('$f(x) = \\begin{cases} x & x \\ge 0 \\\\ -x & x < 0 \\end{cases}$')).toBe(
      'f(x) = x x ≥ 0; -x x < 0',
    );
  });

  it('drops the name of a command it does not know, keeping its argument', () => {
    expect(toPlainQuestionText('$\\unknowncommand{7} + \\foo 1$')).toBe('7 + 1');
    expect(toPlainQuestionText('$\\sin x + \\log 2$')).toBe('sin x + log 2');
  });
});
