import { describe, expect, it } from 'vitest';
import { renderFormula } from '../tanya/render-math.ts';
import { demoLessons, lessonsNotMatchingTopics } from './demo-lessons.ts';
import { plannedTopicSlugs } from './demo-term-plans.ts';

/** Every `$…$` formula of a text. */
function formulas(text: string): string[] {
  return [...text.matchAll(/\$([^$]+)\$/g)].map((match) => match[1]!);
}

describe('demo lessons', () => {
  const lessons = demoLessons();

  it('has a lesson for topics of the term plans only, each named as its topic, once each', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(3);
    const planned = new Set<string>(plannedTopicSlugs());
    for (const lesson of lessons) expect(planned.has(lesson.slug), lesson.slug).toBe(true);
    expect(lessonsNotMatchingTopics()).toEqual([]);
    expect(new Set(lessons.map((lesson) => lesson.slug)).size).toBe(lessons.length);
  });

  it('writes every formula so the site renders it: balanced $…$, no \\ce', () => {
    for (const lesson of lessons) {
      const texts = [
        ...lesson.points,
        ...lesson.examples.flatMap((example) => [example.question, ...example.steps, example.answer]),
        ...lesson.classQuestions.flatMap((question) => [question.text, question.answer ?? '']),
      ];
      for (const text of texts) {
        expect((text.match(/\$/g) ?? []).length % 2, `${lesson.slug}: ${text}`).toBe(0);
        expect(text).not.toContain('\\ce');
        for (const formula of formulas(text)) {
          expect(renderFormula(formula, false), `${lesson.slug}: ${formula}`).toContain('<math');
        }
      }
    }
  });

  it('answers the first class question of each lesson, as a teacher would', () => {
    for (const lesson of lessons) {
      expect(lesson.classQuestions[0]?.answer, lesson.slug).toBeTruthy();
      expect(lesson.classQuestions.every((question) => question.text.length <= 2000)).toBe(true);
    }
  });
});
