import { buildPaginatedPath } from './paginated-path.ts';
import { toUrlSlug, URL_SLUG_MAX_LENGTH } from './url-slug.ts';

/** Slug of a question whose text leaves nothing usable (only formulas, only symbols). */
export const TANYA_SLUG_FALLBACK = 'soal';

/** Segment of a topic or chapter path whose name leaves nothing usable. */
export const TANYA_SEGMENT_FALLBACK = 'lainnya';

/** The recommended-videos list; unlike other lists its first page keeps `/page/1` (docs/product §2). */
export const TANYA_RECOMMENDED_BASE_PATH = '/tanya/questions';

/**
 * Slug of a question's video page, from the question text: at most 80 characters, never
 * empty (see `toUrlSlug`).
 *
 * @example
 * toTanyaSlug('Berapakah hasil dari 2³ × 5?'); // 'berapakah-hasil-dari-23-5'
 */
export function toTanyaSlug(questionText: string): string {
  return toUrlSlug(questionText, { fallback: TANYA_SLUG_FALLBACK, maxLength: URL_SLUG_MAX_LENGTH });
}

const toSegment = (value: string | number): string =>
  toUrlSlug(String(value), { fallback: TANYA_SEGMENT_FALLBACK });

/**
 * Path of a Tanya video page: `/tanya/{questionId}/{slug}`. The slug is derived from the
 * question text (a ready slug passes through unchanged); the id is percent-encoded.
 *
 * @example
 * buildTanyaVideoPath('q-123', 'Hitung luas lingkaran berjari-jari 7 cm'); // '/tanya/q-123/hitung-luas-lingkaran-berjari-jari-7-cm'
 */
export function buildTanyaVideoPath(questionId: string | number, questionText: string): string {
  return `/tanya/${encodeURIComponent(String(questionId))}/${toTanyaSlug(questionText)}`;
}

/**
 * Path of a page of the Tanya recommended list; page 1 is `/tanya/questions/page/1`
 * (docs/product §2). Pages below 1 or fractional fall back to 1.
 *
 * @example
 * buildTanyaRecommendedPath(1); // '/tanya/questions/page/1'
 */
export function buildTanyaRecommendedPath(page: number = 1): string {
  const safePage = Number.isInteger(page) && page >= 1 ? page : 1;
  return `${TANYA_RECOMMENDED_BASE_PATH}/page/${safePage}`;
}

/**
 * Path of a Tanya video listing page: `/tanya/topic/{grade}/{subject}/{topic}`, every
 * segment slugged; from page 2 on `/page/{n}` is appended.
 *
 * @example
 * buildTanyaTopicPath({ grade: 10, subject: 'Matematika', topic: 'Persamaan Kuadrat' }); // '/tanya/topic/10/matematika/persamaan-kuadrat'
 */
export function buildTanyaTopicPath(
  params: { grade: string | number; subject: string; topic: string },
  page: number = 1,
): string {
  const path = `/tanya/topic/${toSegment(params.grade)}/${toSegment(params.subject)}/${toSegment(params.topic)}`;
  return buildPaginatedPath(path, page);
}

/**
 * Path of a Tanya chapter page: `/tanya/chapter/{grade}/{subject}/{chapter}`, every
 * segment slugged; from page 2 on `/page/{n}` is appended.
 *
 * @example
 * buildTanyaChapterPath({ grade: 8, subject: 'Fisika', chapter: 'Gerak & Gaya' }); // '/tanya/chapter/8/fisika/gerak-gaya'
 */
export function buildTanyaChapterPath(
  params: { grade: string | number; subject: string; chapter: string },
  page: number = 1,
): string {
  const path = `/tanya/chapter/${toSegment(params.grade)}/${toSegment(params.subject)}/${toSegment(params.chapter)}`;
  return buildPaginatedPath(path, page);
}
