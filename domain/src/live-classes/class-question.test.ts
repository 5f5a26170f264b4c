import { describe, expect, it } from 'vitest';
import {
  answerTextProblem,
  askerDisplayName,
  CLASS_QUESTION_LIMITS,
  countCharacters,
  normalizeQuestionText,
  questionTextProblem,
} from './class-question.ts';

describe('countCharacters', () => {
  it('counts code points as PostgreSQL’s char_length does: an emoji is one character', () => {
    expect(countCharacters('x² 👍')).toBe(4);
    expect('x² 👍'.length).toBe(5);
    expect(countCharacters('')).toBe(0);
  });
});

describe('normalizeQuestionText', () => {
  it('keeps line breaks as \\n, at most one empty line in a row, and no spaces at the ends', () => {
    expect(normalizeQuestionText('  Kenapa\r\n\r\n\r\n$x^2$?  \r')).toBe('Kenapa\n\n$x^2$?');
    expect(normalizeQuestionText('a  \nb\t\n\n\n\nc')).toBe('a\nb\n\nc');
  });
});

describe('questionTextProblem', () => {
  it('accepts 10 to 500 characters', () => {
    expect(questionTextProblem('a'.repeat(CLASS_QUESTION_LIMITS.bodyMin))).toBeUndefined();
    expect(questionTextProblem('a'.repeat(CLASS_QUESTION_LIMITS.bodyMax))).toBeUndefined();
  });

  it('words each problem in Indonesian', () => {
    expect(questionTextProblem('')).toBe('Tulis pertanyaanmu dulu, ya.');
    expect(questionTextProblem('Berapa x?')).toBe('Tulis pertanyaanmu minimal 10 karakter, ya.');
    expect(questionTextProblem('a'.repeat(501))).toBe('Pertanyaan maksimal 500 karakter, ya.');
    expect(questionTextProblem('Berapa\u0007 nilai x?')).toBe(
      'Pertanyaan berisi karakter tak terlihat. Hapus dulu, ya.',
    );
  });

  it('lets tabs and line breaks through', () => {
    expect(questionTextProblem('Baris satu\n\tbaris dua')).toBeUndefined();
  });
});

describe('answerTextProblem', () => {
  it('takes 1 to 2000 characters', () => {
    expect(answerTextProblem('Ya')).toBeUndefined();
    expect(answerTextProblem('')).toBe('Tulis jawabannya dulu, ya.');
    expect(answerTextProblem('a'.repeat(2001))).toBe('Jawaban maksimal 2000 karakter, ya.');
  });
});

describe('askerDisplayName', () => {
  it('shows the first name only', () => {
    expect(askerDisplayName('Raka Pratama')).toBe('Raka');
    expect(askerDisplayName('  Ayu  ')).toBe('Ayu');
    expect(askerDisplayName('   ')).toBe('Murid');
  });
});
