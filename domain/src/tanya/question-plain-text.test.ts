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

  it('reads degrees, units in \\mathrm and Greek letters', () => {
    expect(toPlainQuestionText('Suhu naik dari $25^\\circ\\mathrm{C}$ ke $30^{\\circ}$.')).toBe('Suhu naik dari 25°C ke 30°.');
    expect(toPlainQuestionText('Luas alas $2\\ \\mathrm{m^2}$, hambatan $4\\ \\Omega$, $\\rho = 1.000$')).toBe('Luas alas 2 m², hambatan 4 Ω, ρ = 1.000');
    expect(toPlainQuestionText('Massa $\\mathrm{CaCO_3}$')).toBe('Massa CaCO3');
  });

  it('writes ellipses and matrices as text', () => {
    expect(toPlainQuestionText('Barisan $3, 7, 11, \\dots$')).toBe('Barisan 3, 7, 11, …');
    expect(toPlainQuestionText('$A = \\begin{pmatrix} 2 & 1 \\\\ 3 & 4 \\end{pmatrix}$')).toBe('A = (2 1; 3 4)');
    expect(toPlainQuestionText('$\\begin{bmatrix} 1 & 0 \\end{bmatrix}$')).toBe('[1 0]');
  });

  it('reads arrows whole, not as \\right followed by "arrow"', () => {
    expect(toPlainQuestionText('Setarakan $\\mathrm{C_3H_8 + O_2 \\rightarrow CO_2 + H_2O}$.')).toBe('Setarakan C3H8 + O2 → CO2 + H2O.');
    expect(toPlainQuestionText('$\\left( \\frac{1}{2} \\right)$')).toBe('( 1/2 )');
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
});
