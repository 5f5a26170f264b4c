import { describe, expect, it } from 'vitest';
import {
  ANSWER_MAX_LENGTH,
  describeRecordIssues,
  STEP_MAX_LENGTH,
  STEPS_MAX_COUNT,
  TanyaQuestionRecordSchema,
  type TanyaQuestionRecordInput,
} from './tanya-question-record.ts';

const record = (overrides: Partial<TanyaQuestionRecordInput> = {}): TanyaQuestionRecordInput => ({
  id: '3f0c2f4e-8d1b-4e43-9a7e-5f1d2c3b4a59',
  text: 'Tentukan hasil dari $\\frac{3}{4} + \\frac{2}{3}$.',
  grade: 5,
  subject: 'matematika',
  chapter: 'Pecahan',
  topic: 'Penjumlahan pecahan',
  video: { source_url: '/media/tanya/pecahan.mp4', duration_seconds: 25, teacher: 'Bu Rina Kartika, S.Pd.' },
  ...overrides,
});

/** The Indonesian line the import prints for a record, or undefined when it is valid. */
const problemOf = (overrides: Partial<TanyaQuestionRecordInput>) => {
  const parsed = TanyaQuestionRecordSchema.safeParse(record(overrides));
  return parsed.success ? undefined : describeRecordIssues(parsed.error);
};

describe('TanyaQuestionRecordSchema: worked steps and answer', () => {
  it('keeps the steps in order and the answer, trimmed', () => {
    const parsed = TanyaQuestionRecordSchema.parse(
      record({
        steps: [
          '  Samakan penyebutnya: $\\frac{9}{12} + \\frac{8}{12}$. ',
          'Jumlahkan pembilangnya: $\\frac{17}{12}$.',
        ],
        answer: ' $\\frac{17}{12}$ ',
      }),
    );
    expect(parsed.steps).toEqual([
      'Samakan penyebutnya: $\\frac{9}{12} + \\frac{8}{12}$.',
      'Jumlahkan pembilangnya: $\\frac{17}{12}$.',
    ]);
    expect(parsed.answer).toBe('$\\frac{17}{12}$');
  });

  it('gives a question without steps an empty list and no answer', () => {
    const parsed = TanyaQuestionRecordSchema.parse(record());
    expect(parsed.steps).toEqual([]);
    expect(parsed.answer).toBeUndefined();
    expect(TanyaQuestionRecordSchema.parse(record({ steps: [] })).steps).toEqual([]);
  });

  it('reads an empty answer as no answer', () => {
    expect(TanyaQuestionRecordSchema.parse(record({ answer: '   ' })).answer).toBeUndefined();
  });

  it(`accepts ${STEPS_MAX_COUNT} steps and refuses one more`, () => {
    const steps = (count: number) => Array.from({ length: count }, (_, index) => `Langkah ke-${index + 1}.`);
    expect(problemOf({ steps: steps(STEPS_MAX_COUNT) })).toBeUndefined();
    expect(problemOf({ steps: steps(STEPS_MAX_COUNT + 1) })).toBe(
      `steps: langkah pembahasan paling banyak ${STEPS_MAX_COUNT}`,
    );
  });

  it('refuses an empty or blank step and names which one', () => {
    expect(problemOf({ steps: ['Samakan penyebutnya.', '   '] })).toBe(
      'steps.1: langkah pembahasan tidak boleh kosong',
    );
    expect(problemOf({ steps: [''] })).toBe('steps.0: langkah pembahasan tidak boleh kosong');
  });

  it(`refuses a step longer than ${STEP_MAX_LENGTH} characters and an answer longer than ${ANSWER_MAX_LENGTH}`, () => {
    expect(problemOf({ steps: ['a'.repeat(STEP_MAX_LENGTH)] })).toBeUndefined();
    expect(problemOf({ steps: ['a'.repeat(STEP_MAX_LENGTH + 1)] })).toBe(
      `steps.0: langkah pembahasan paling panjang ${STEP_MAX_LENGTH} karakter`,
    );
    expect(problemOf({ answer: 'a'.repeat(ANSWER_MAX_LENGTH) })).toBeUndefined();
    expect(problemOf({ answer: 'a'.repeat(ANSWER_MAX_LENGTH + 1) })).toBe(
      `answer: jawaban paling panjang ${ANSWER_MAX_LENGTH} karakter`,
    );
  });

  it('refuses steps that are not a list of texts, and an answer that is not a text', () => {
    expect(problemOf({ steps: 'Samakan penyebutnya.' as unknown as string[] })).toBe(
      'steps: langkah pembahasan harus daftar teks',
    );
    expect(problemOf({ steps: [3 as unknown as string] })).toBe('steps.0: langkah pembahasan harus teks');
    expect(problemOf({ answer: 17 as unknown as string })).toBe('answer: jawaban harus teks');
  });

  it('refuses an invisible control character inside a step', () => {
    expect(problemOf({ steps: ['Samakan\u0000 penyebutnya.'] })).toBe(
      'steps.0: ada karakter kontrol tak terlihat (mis. NUL); hapus dulu',
    );
  });
});
