import { momentName, type Scene, type VideoScript } from './video-script.ts';

/** What a class recording is made from: a demo lesson (live-classes/demo-lessons.ts). */
export type LessonForVideo = {
  slug: string;
  name: string;
  points: readonly string[];
  examples: readonly { question: string; steps: readonly string[]; answer: string }[];
};

/**
 * A past class's recording (decision 091): the topic, its key points one by one, then every worked
 * example as in a Tanya video (the question, its steps revealed, the answer boxed), and a short
 * close. `groups` names who the class is for ("Matematika Kelas 8"). There is no teacher's name on
 * it: a topic is taught by several teachers in the timetable; the voice is a synthesiser's.
 */
export function lessonScript(lesson: LessonForVideo, groups: string): VideoScript {
  const examples = lesson.examples.flatMap((example, index): Scene[] => {
    const label = `Contoh ${index + 1}`;
    const stepSlide = (shown: number, answer?: string) =>
      ({ kind: 'steps', label, question: example.question, steps: example.steps, shown, answer }) as const;
    return [
      {
        slide: { kind: 'question', label, question: example.question },
        narration: `Contoh ${index + 1}. ${example.question}`,
        moment: `${label}: ${momentName(example.question, 64)}`,
      },
      ...example.steps.map((step, shown) => ({ slide: stepSlide(shown + 1), narration: step })),
      {
        slide: stepSlide(example.steps.length, example.answer),
        narration: `Jadi, jawabannya: ${example.answer}.`,
      },
    ];
  });
  return {
    id: lesson.slug,
    context: `${groups} · ${lesson.name}`,
    teacher: 'Rekaman kelas',
    scenes: [
      {
        slide: {
          kind: 'title',
          heading: lesson.name,
          lines: [`Rekaman kelas ${groups}`, 'Ringkasan materi dan contoh soal'],
        },
        narration: `Halo semuanya. Kita belajar ${lesson.name}.`,
        moment: 'Pembuka',
      },
      ...lesson.points.map((point, current) => ({
        slide: { kind: 'points', heading: 'Poin penting', points: lesson.points, current } as const,
        narration: point,
        ...(current === 0 ? { moment: 'Poin penting' } : {}),
      })),
      ...examples,
      {
        slide: {
          kind: 'title',
          heading: 'Sampai jumpa!',
          lines: ['Ulangi contoh tadi tanpa melihat jawabannya.', 'Materi PDF ada di halaman kelas.'],
        },
        narration: 'Coba kerjakan lagi contoh tadi tanpa melihat jawabannya. Sampai jumpa!',
        moment: 'Penutup',
      },
    ],
  };
}
