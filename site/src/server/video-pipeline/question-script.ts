import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { momentName, type Scene, type VideoScript } from './video-script.ts';

/** What a Tanya question's video is made from (a demo/import record's fields). */
export type QuestionForVideo = {
  id: string;
  text: string;
  grade: number;
  subject: string;
  topic: string;
  steps: readonly string[];
  answer: string;
  teacher: string;
};

/**
 * A Tanya solution video (decision 091): the question (the first frame and the poster, read in
 * full), each worked step revealed under it in turn and read, then the answer boxed. Key moments
 * start at the question, at every step and at the answer.
 *
 * @example
 * questionScript({ id, text: 'Hitung $3 + 4$.', steps: ['$3 + 4 = 7$.'], answer: '$7$', … }).scenes.length; // 3
 */
export function questionScript(question: QuestionForVideo): VideoScript {
  const { steps } = question;
  const stepSlide = (shown: number, answer?: string) =>
    ({ kind: 'steps', label: 'Pembahasan', question: question.text, steps, shown, answer }) as const;
  const scenes: Scene[] = [
    {
      slide: { kind: 'question', label: 'Soal', question: question.text },
      narration: `Kita bahas soal ini. ${question.text}`,
      moment: 'Soal',
    },
    ...steps.map((step, index) => ({
      slide: stepSlide(index + 1),
      narration: step,
      moment: `Langkah ${index + 1}: ${momentName(step, 70)}`,
    })),
    {
      slide: stepSlide(steps.length, question.answer),
      narration: `Jadi, jawabannya: ${question.answer}.`,
      moment: 'Jawaban',
    },
  ];
  return {
    id: question.id,
    context: `${toSubjectName(question.subject)} · Kelas ${question.grade} · ${question.topic}`,
    teacher: question.teacher,
    scenes,
  };
}
