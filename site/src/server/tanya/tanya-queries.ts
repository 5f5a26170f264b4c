import { normalizeSearchQuery } from '@bimbel/domain/tanya/search-query';
import { isUuid } from '@bimbel/domain/validation/uuid';
import { sql, type Kysely } from 'kysely';
import type { Tables, TanyaKeyMoment, TanyaSubject, TanyaTranscriptCue } from '../db/schema.ts';

/** Questions per listing page (topic, chapter, recommended, search). */
export const TANYA_PAGE_SIZE = 20;

/** A question as listing cards show it. */
export type TanyaQuestionCard = {
  id: string;
  slug: string;
  text: string;
  plainText: string;
  grade: number;
  subject: TanyaSubject;
  topicName: string;
  durationSeconds: number;
  thumbnailUrl: string | null;
  teacherName: string;
  verified: boolean;
};

export type TanyaPage<T> = { items: T[]; total: number; page: number; pageCount: number };

function cardQuery(db: Kysely<Tables>) {
  return db
    .selectFrom('tanya_questions as q')
    .innerJoin('tanya_videos as v', 'v.question_id', 'q.id')
    .innerJoin('tanya_topics as t', 't.id', 'q.topic_id')
    .select([
      'q.id',
      'q.slug',
      'q.text',
      'q.plain_text as plainText',
      'q.grade',
      'q.subject',
      't.name as topicName',
      'v.duration_seconds as durationSeconds',
      'v.thumbnail_url as thumbnailUrl',
      'v.teacher_name as teacherName',
      'v.verified',
    ]);
}

function toPage<T>(items: T[], total: number, page: number, pageSize: number): TanyaPage<T> {
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** The full video page of one question, or undefined for an unknown id. */
export async function findQuestionPage(db: Kysely<Tables>, id: string) {
  if (!isUuid(id)) return undefined;
  const question = await db
    .selectFrom('tanya_questions as q')
    .innerJoin('tanya_videos as v', 'v.question_id', 'q.id')
    .innerJoin('tanya_topics as t', 't.id', 'q.topic_id')
    .innerJoin('tanya_chapters as c', 'c.id', 'q.chapter_id')
    .leftJoin('teachers as g', 'g.id', 'v.teacher_id')
    .select([
      'q.id',
      'q.slug',
      'q.text',
      'q.plain_text as plainText',
      'q.grade',
      'q.subject',
      'q.curriculum',
      'q.steps',
      'q.answer',
      'q.created_at as createdAt',
      'q.updated_at as updatedAt',
      't.name as topicName',
      't.slug as topicSlug',
      'c.name as chapterName',
      'c.slug as chapterSlug',
      'v.source_url as sourceUrl',
      'v.source_type as sourceType',
      'v.duration_seconds as durationSeconds',
      'v.thumbnail_url as thumbnailUrl',
      'v.teacher_name as teacherName',
      'g.full_name as rosterName',
      'g.slug as teacherSlug',
      'g.photo_url as teacherPhotoUrl',
      'v.verified',
      'v.transcript',
      'v.key_moments as keyMoments',
      'v.created_at as uploadedAt',
    ])
    .where('q.id', '=', id)
    .executeTakeFirst();
  if (!question) return undefined;
  const related = await cardQuery(db)
    .innerJoin('tanya_related_questions as r', 'r.related_question_id', 'q.id')
    .where('r.question_id', '=', id)
    .orderBy('r.position')
    .execute();
  const { rosterName, teacherSlug, teacherPhotoUrl, ...rest } = question;
  return {
    ...rest,
    /**
     * Who narrates (decision 093): the roster teacher when the import recognised the name (their
     * current name, slug for /gurujuara#slug and portrait), else the credited name alone.
     */
    teacher: { name: rosterName ?? question.teacherName, slug: teacherSlug, photoUrl: teacherPhotoUrl },
    transcript: question.transcript as TanyaTranscriptCue[],
    keyMoments: question.keyMoments as TanyaKeyMoment[],
    related,
  };
}

export type TanyaQuestionPage = NonNullable<Awaited<ReturnType<typeof findQuestionPage>>>;

/** The recommended list: verified videos first, newest first. */
export async function listRecommendedQuestions(db: Kysely<Tables>, page: number, pageSize = TANYA_PAGE_SIZE) {
  const [items, count] = await Promise.all([
    cardQuery(db)
      .orderBy('v.verified', 'desc')
      .orderBy('q.created_at', 'desc')
      .orderBy('q.id')
      .limit(pageSize)
      .offset(offsetOf(page, pageSize))
      .execute(),
    db
      .selectFrom('tanya_questions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(items, Number(count.n), page, pageSize);
}

/** A topic by its URL segments, with its chapter, or undefined. */
export async function findTopic(db: Kysely<Tables>, grade: number, subject: string, topicSlug: string) {
  return db
    .selectFrom('tanya_topics as t')
    .innerJoin('tanya_chapters as c', 'c.id', 't.chapter_id')
    .select([
      't.id',
      't.name',
      't.slug',
      't.grade',
      't.subject',
      'c.name as chapterName',
      'c.slug as chapterSlug',
    ])
    .where('t.grade', '=', grade)
    .where('t.subject', '=', subject as TanyaSubject)
    .where('t.slug', '=', topicSlug)
    .executeTakeFirst();
}

/** One page of a topic's questions, newest first. */
export async function listTopicQuestions(
  db: Kysely<Tables>,
  topicId: string,
  page: number,
  pageSize = TANYA_PAGE_SIZE,
) {
  const [items, count] = await Promise.all([
    cardQuery(db)
      .where('q.topic_id', '=', topicId)
      .orderBy('q.created_at', 'desc')
      .orderBy('q.id')
      .limit(pageSize)
      .offset(offsetOf(page, pageSize))
      .execute(),
    db
      .selectFrom('tanya_questions')
      .where('topic_id', '=', topicId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(items, Number(count.n), page, pageSize);
}

/** A chapter by its URL segments with its topics (and their question counts), or undefined. */
export async function findChapter(db: Kysely<Tables>, grade: number, subject: string, chapterSlug: string) {
  const chapter = await db
    .selectFrom('tanya_chapters')
    .select(['id', 'name', 'slug', 'grade', 'subject'])
    .where('grade', '=', grade)
    .where('subject', '=', subject as TanyaSubject)
    .where('slug', '=', chapterSlug)
    .executeTakeFirst();
  if (!chapter) return undefined;
  const topics = await db
    .selectFrom('tanya_topics as t')
    .leftJoin('tanya_questions as q', 'q.topic_id', 't.id')
    .select(['t.id', 't.name', 't.slug', (eb) => eb.fn.count<string>('q.id').as('questionCount')])
    .where('t.chapter_id', '=', chapter.id)
    .groupBy(['t.id', 't.name', 't.slug'])
    .orderBy('t.name')
    .execute();
  return {
    ...chapter,
    topics: topics.map((topic) => ({ ...topic, questionCount: Number(topic.questionCount) })),
  };
}

/** One page of a chapter's questions, newest first. */
export async function listChapterQuestions(
  db: Kysely<Tables>,
  chapterId: string,
  page: number,
  pageSize = TANYA_PAGE_SIZE,
) {
  const [items, count] = await Promise.all([
    cardQuery(db)
      .where('q.chapter_id', '=', chapterId)
      .orderBy('q.created_at', 'desc')
      .orderBy('q.id')
      .limit(pageSize)
      .offset(offsetOf(page, pageSize))
      .execute(),
    db
      .selectFrom('tanya_questions')
      .where('chapter_id', '=', chapterId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(items, Number(count.n), page, pageSize);
}

/** Browse: every chapter per grade and subject, with its topics, for /tanya. */
export async function listCatalogue(db: Kysely<Tables>) {
  const rows = await db
    .selectFrom('tanya_chapters as c')
    .innerJoin('tanya_topics as t', 't.chapter_id', 'c.id')
    .select([
      'c.grade',
      'c.subject',
      'c.name as chapterName',
      'c.slug as chapterSlug',
      't.name as topicName',
      't.slug as topicSlug',
    ])
    .orderBy('c.grade')
    .orderBy('c.subject')
    .orderBy('c.name')
    .orderBy('t.name')
    .execute();
  return rows;
}

export type TanyaSearchResult = TanyaPage<TanyaQuestionCard & { snippet: string }> & {
  mode: 'fulltext' | 'similar' | 'empty';
  /** The text as searched (normalizeSearchQuery): what pages show and the JSON echoes. */
  query: string;
};

/**
 * Searches questions: PostgreSQL full-text search with the `indonesian` configuration (stems,
 * so "menghitung" finds "hitung"), ranked; when that finds nothing, a typo-tolerant fallback
 * by trigram word similarity ("persamaam kuadrat" still finds "persamaan kuadrat").
 */
export async function searchQuestions(
  db: Kysely<Tables>,
  rawQuery: string,
  page: number,
  pageSize = TANYA_PAGE_SIZE,
): Promise<TanyaSearchResult> {
  const query = normalizeSearchQuery(rawQuery);
  if (query === '') return { items: [], total: 0, page, pageCount: 1, mode: 'empty', query };
  const tsQuery = sql`websearch_to_tsquery('indonesian', ${query})`;
  const [fulltext, fulltextCount] = await Promise.all([
    cardQuery(db)
      .select(sql<string>`q.plain_text`.as('snippet'))
      .where(sql<boolean>`q.search_vector @@ ${tsQuery}`)
      .orderBy(sql`ts_rank(q.search_vector, ${tsQuery})`, 'desc')
      .orderBy('q.id')
      .limit(pageSize)
      .offset(offsetOf(page, pageSize))
      .execute(),
    db
      .selectFrom('tanya_questions as q')
      .where(sql<boolean>`q.search_vector @@ ${tsQuery}`)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  if (Number(fulltextCount.n) > 0)
    return { ...toPage(fulltext, Number(fulltextCount.n), page, pageSize), mode: 'fulltext', query };

  // `<%` (word similarity above pg_trgm.word_similarity_threshold) can use the trigram index; the
  // threshold is lowered from 0.6 to 0.3 for this transaction only, so one typo in a short word
  // still matches.
  const { items, count } = await db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', '0.3', true)`.execute(trx);
    const similar = sql<boolean>`${query} <% q.search_text`;
    const found = await cardQuery(trx)
      .select(sql<string>`q.plain_text`.as('snippet'))
      .where(similar)
      .orderBy(sql`word_similarity(${query}, q.search_text)`, 'desc')
      .orderBy('q.id')
      .limit(pageSize)
      .offset(offsetOf(page, pageSize))
      .execute();
    const total = await trx
      .selectFrom('tanya_questions as q')
      .where(similar)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { items: found, count: total };
  });
  return { ...toPage(items, Number(count.n), page, pageSize), mode: 'similar', query };
}

/** Sitemap entries in a stable order, for sitemap number `index` of `size` URLs. */
export async function listSitemapQuestions(db: Kysely<Tables>, offset: number, limit: number) {
  return db
    .selectFrom('tanya_questions')
    .select(['id', 'slug', 'updated_at as updatedAt'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countQuestions(db: Kysely<Tables>): Promise<number> {
  const row = await db
    .selectFrom('tanya_questions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
