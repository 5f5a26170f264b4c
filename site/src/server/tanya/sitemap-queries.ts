import type { Kysely } from 'kysely';
import type { Tables, TanyaSubject } from '../db/schema.ts';

export type ListingSitemapRow = { grade: number; subject: TanyaSubject; slug: string; lastmod: Date };

/**
 * Chapters and topics that have questions, each with its newest question change: the
 * listing pages of the sitemap and their `lastmod`. Empty chapters and topics are left out
 * (their pages say "no videos yet" and are not worth a crawl).
 */
export async function listListingSitemapRows(
  db: Kysely<Tables>,
): Promise<{ chapters: ListingSitemapRow[]; topics: ListingSitemapRow[] }> {
  const [chapters, topics] = await Promise.all([
    db
      .selectFrom('tanya_chapters as c')
      .innerJoin('tanya_questions as q', 'q.chapter_id', 'c.id')
      .select(['c.grade', 'c.subject', 'c.slug', (eb) => eb.fn.max('q.updated_at').as('lastmod')])
      .groupBy(['c.grade', 'c.subject', 'c.slug'])
      .orderBy('c.grade')
      .orderBy('c.subject')
      .orderBy('c.slug')
      .execute(),
    db
      .selectFrom('tanya_topics as t')
      .innerJoin('tanya_questions as q', 'q.topic_id', 't.id')
      .select(['t.grade', 't.subject', 't.slug', (eb) => eb.fn.max('q.updated_at').as('lastmod')])
      .groupBy(['t.grade', 't.subject', 't.slug'])
      .orderBy('t.grade')
      .orderBy('t.subject')
      .orderBy('t.slug')
      .execute(),
  ]);
  return { chapters, topics };
}

/** When any question last changed: the `lastmod` of /tanya and the recommended list. */
export async function findNewestQuestionChange(db: Kysely<Tables>): Promise<Date | undefined> {
  const row = await db
    .selectFrom('tanya_questions')
    .select((eb) => eb.fn.max('updated_at').as('lastmod'))
    .executeTakeFirst();
  return row?.lastmod ?? undefined;
}
