import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeBackend } from '../testing/backend-harness.ts';
import { readImportText } from './import-file.ts';
import { importQuestions } from './import-questions.ts';
import { loadQuestionPage } from './question-page-loader.ts';
import { makeRecord, questionId } from './testing/tanya-fixtures.ts';

const FIRST_CUE = 'Kita pakai rumus luas lingkaran, pi kali r kuadrat.';

describeBackend('Tanya question page loader', (harness) => {
  const db = () => harness().database.db;
  const captionsOf = async (n: number) =>
    (await harness().request('GET', `/api/v1/tanya/questions/${questionId(n)}/captions.vtt`)).text();
  const replaceTranscript = (n: number, text: string) =>
    sql`update tanya_videos set transcript = ${JSON.stringify([{ start: 0, end: 6, text }])}::jsonb where question_id = ${questionId(n)}`.execute(
      db(),
    );

  beforeAll(async () => {
    const outcome = await importQuestions(
      db(),
      readImportText('soal.json', JSON.stringify([makeRecord(1), makeRecord(2)])),
    );
    expect(outcome.ok).toBe(true);
  });

  it('renders the question with its maths and shares one load between callers, ids in either case', async () => {
    const page = await loadQuestionPage(db(), questionId(1));
    expect(page?.questionHtml).toContain('<math');
    expect(await loadQuestionPage(db(), questionId(1).toUpperCase())).toBe(page);
  });

  it('renders the worked steps and the answer as the question is rendered: maths as MathML, the rest escaped', async () => {
    const outcome = await importQuestions(
      db(),
      readImportText(
        'soal.json',
        JSON.stringify([
          makeRecord(4, {
            steps: ['Rumus luas: $L = \\pi r^2$.', 'Jari-jari < 5 cm, jadi $L = 3{,}14 \\times 4^2$.'],
            answer: '$50{,}24$ cm$^2$',
          }),
        ]),
      ),
    );
    expect(outcome.ok).toBe(true);
    const page = await loadQuestionPage(db(), questionId(4));
    expect(page?.stepsHtml).toHaveLength(2);
    expect(page?.stepsHtml[0]).toMatch(/^Rumus luas: <math>.*<mi>π<\/mi>.*<\/math>\.$/);
    expect(page?.stepsHtml[1]).toMatch(/^Jari-jari &lt; 5 cm, jadi <math>/);
    expect(page?.answerHtml).toMatch(/^<math>.*50,24.*<\/math> cm<math>/);
    // A question without steps has none to render, and no answer.
    expect(await loadQuestionPage(db(), questionId(1))).toMatchObject({ stepsHtml: [], answerHtml: null });
  });

  it('serves captions from the page data the video page loaded: a change shows only after the cache time', async () => {
    await loadQuestionPage(db(), questionId(2));
    await replaceTranscript(2, 'Transkrip yang baru diimpor.');
    expect(await captionsOf(2)).toContain(FIRST_CUE);
    expect(await captionsOf(2)).not.toContain('Transkrip yang baru diimpor.');
  });

  it('does not remember unknown questions: one imported later is found at once', async () => {
    expect(await loadQuestionPage(db(), questionId(3))).toBeUndefined();
    const outcome = await importQuestions(db(), readImportText('soal.json', JSON.stringify([makeRecord(3)])));
    expect(outcome.ok).toBe(true);
    expect((await loadQuestionPage(db(), questionId(3)))?.id).toBe(questionId(3));
  });
});
