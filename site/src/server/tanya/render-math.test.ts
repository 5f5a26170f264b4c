import { describe, expect, it } from 'vitest';
import { escapeHtml, renderFormula, renderQuestionHtml } from './render-math.ts';

describe('renderQuestionHtml', () => {
  it('turns an inline formula into MathML between the escaped words', () => {
    const html = renderQuestionHtml('Tentukan hasil dari $\\frac{3}{4} + \\frac{2}{3}$.');
    expect(html.startsWith('Tentukan hasil dari <math')).toBe(true);
    expect(html).toContain('<mfrac><mn>3</mn><mn>4</mn></mfrac>');
    expect(html.endsWith('</math>.')).toBe(true);
    expect(html).not.toContain('$');
  });

  it('renders $$…$$ as a display formula', () => {
    expect(renderQuestionHtml('Selesaikan: $$x^2 - 5x + 6 = 0$$')).toMatch(/<math display="block"[^>]*>/);
  });

  it('renders every formula of a text with several', () => {
    const html = renderQuestionHtml('Jika $a = 2$ dan $b = 3$, berapa $a^b$?');
    expect(html.match(/<math/g)).toHaveLength(3);
  });

  it('shows a broken formula as its escaped source text instead of failing', () => {
    const html = renderQuestionHtml('Hitung $\\frac{1}{$ dan $x < 2$');
    expect(html).toContain('Hitung $\\frac{1}{$ dan ');
    // The valid one after it still renders.
    expect(html).toContain('<math');
    expect(html.match(/<math/g)).toHaveLength(1);
  });

  it('keeps unknown and untrusted commands as source text', () => {
    expect(renderQuestionHtml('$\\href{javascript:alert(1)}{klik}$')).toBe('$\\href{javascript:alert(1)}{klik}$');
    expect(renderQuestionHtml('$\\perintahAsing{x}$')).toBe('$\\perintahAsing{x}$');
  });

  it('stops a macro that expands forever', () => {
    expect(renderQuestionHtml('$\\def\\a{\\a\\a}\\a$')).toBe('$\\def\\a{\\a\\a}\\a$');
  });

  it('escapes HTML in the text and in a broken formula', () => {
    const html = renderQuestionHtml('<script>alert("x")</script> & $\\frac{<img src=x onerror=alert(1)>$');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ');
    expect(html).toContain('$\\frac{&lt;img src=x onerror=alert(1)&gt;$');
  });

  it('escapes markup written inside a formula', () => {
    const html = renderQuestionHtml('$\\text{<b>tebal</b>} < 1$');
    expect(html).toContain('&lt;b&gt;tebal&lt;/b&gt;');
    expect(html).not.toContain('<b>');
  });

  it('leaves a lone dollar sign and empty spans as text', () => {
    expect(renderQuestionHtml('Harga $5 per buah')).toBe('Harga $5 per buah');
    expect(renderQuestionHtml('Kosong $ $ di sini')).toBe('Kosong $ $ di sini');
  });

  it('keeps newlines for the page to show', () => {
    expect(renderQuestionHtml('Baris satu\nBaris dua')).toBe('Baris satu\nBaris dua');
  });
});

describe('renderFormula', () => {
  it('answers undefined for invalid LaTeX', () => {
    expect(renderFormula('\\frac{1}{', false)).toBeUndefined();
    expect(renderFormula('\\sqrt{16}', false)).toContain('<msqrt>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
