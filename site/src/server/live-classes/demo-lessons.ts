import { z } from 'zod';
import lessons from './demo-lessons.json' with { type: 'json' };
import { DEMO_TOPICS, type DemoTopicSlug } from './demo-topics.ts';

/*
 * The lesson of a demo topic (issue 23, decision 094): its key points, two to four worked
 * examples and the questions students ask in its class. The recording of a past class is this
 * lesson narrated by the video pipeline; the class materials are made from it
 * (scripts/make-class-media.ts); the seeded class questions are its `classQuestions`. Maths is
 * written in `$…$` LaTeX, as in Tanya's questions. Written per topic slug in demo-lessons.json;
 * a topic without a lesson yet has its points-only materials and no seeded questions.
 */

const STEP_MAX_LENGTH = 200;
const ANSWER_MAX_LENGTH = 120;

const text = z.string().trim().min(1);

export const LessonSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: text,
  points: z.array(text).min(2).max(3),
  examples: z
    .array(
      z.object({
        question: text,
        steps: z.array(text.max(STEP_MAX_LENGTH)).min(2).max(7),
        answer: text.max(ANSWER_MAX_LENGTH),
      }),
    )
    .min(2)
    .max(4),
  classQuestions: z
    .array(z.object({ text: text.max(2000), answer: text.max(4000).optional() }))
    .min(3)
    .max(4)
    .refine(
      (questions) => questions[0]?.answer !== undefined,
      'the first class question has the teacher’s answer',
    ),
});

export type Lesson = z.infer<typeof LessonSchema>;

const LESSONS: ReadonlyMap<string, Lesson> = new Map(
  z
    .array(LessonSchema)
    .parse(lessons)
    .map((lesson) => [lesson.slug, lesson]),
);

/** The lesson of a topic, when it has been written. */
export function lessonOf(slug: DemoTopicSlug): Lesson | undefined {
  return LESSONS.get(slug);
}

/** Every lesson, in file order. */
export function demoLessons(): Lesson[] {
  return [...LESSONS.values()];
}

/** The topic slugs whose lesson's name is not the topic's (a test keeps the file honest). */
export function lessonsNotMatchingTopics(): string[] {
  return demoLessons()
    .filter(
      (lesson) =>
        !(lesson.slug in DEMO_TOPICS) || DEMO_TOPICS[lesson.slug as DemoTopicSlug].name !== lesson.name,
    )
    .map((lesson) => lesson.slug);
}
