import {
  buildTanyaChapterPath,
  buildTanyaRecommendedPath,
  buildTanyaTopicPath,
  buildTanyaVideoPath,
} from '@bimbel/domain/routes/tanya-paths';
import {
  listingsSitemapContract,
  questionSitemapContract,
  robotsContract,
  sitemapIndexContract,
} from '@bimbel/domain/contracts/tanya-contracts';
import { Hono } from 'hono';
import type { BackendEnv, BackendService } from '../http/backend-context.ts';
import { serve } from '../http/contract-routes.ts';
import { CACHE_TANYA } from '../http/production.ts';
import { listProgramPagePaths } from '../billing/catalogue/sales-loaders.ts';
import { buildRobotsTxt } from './robots-txt.ts';
import { findNewestQuestionChange, listListingSitemapRows } from './sitemap-queries.ts';
import {
  buildSitemapIndex,
  buildUrlSet,
  countSitemaps,
  SITEMAP_MAX_URLS,
  sitemapSlice,
  type SitemapEntry,
} from './sitemap-xml.ts';
import { countQuestions, listSitemapQuestions } from './tanya-queries.ts';

/** Path of the sitemap of the Tanya listing pages (home, recommended list, chapters, topics). */
export const LISTINGS_SITEMAP_PATH = listingsSitemapContract.endpoint.path;

/** Path of question sitemap number `n` (from 1). */
export const questionSitemapPath = (n: number): string => `/sitemaps/tanya-${n}.xml`;

/**
 * /jadwal (grade 8, the default), /jadwal?kelas=… for every other grade, /gurujuara, and the
 * UTBK-SNBT programme page (decision 077).
 */
export const SCHEDULE_SITEMAP_PATHS: readonly string[] = [
  '/jadwal',
  ...[4, 5, 6, 7, 9, 10, 11, 12].map((grade) => `/jadwal?kelas=${grade}`),
  '/gurujuara',
  '/bimbel/paket/utbk-snbt',
  // The sales pages (decision 084); each program's registration page follows from the catalogue.
  '/bimbel-online',
  '/daftar-bimbel',
  // SmartFest and Akademi Guru (decision 085).
  '/smartfest',
  '/akademi',
];

/** robots.txt changes only with a deploy; an hour of caching costs nothing. */
export const CACHE_ROBOTS = 'public, max-age=3600';

const QUESTION_SITEMAP = /^tanya-([1-9]\d{0,6})\.xml$/;
const XML = { 'content-type': 'application/xml; charset=utf-8' } as const;

/**
 * robots.txt, the sitemap index and its sitemaps (issue 6). `perSitemap` is the sitemaps
 * protocol's 50,000 in production; tests pass a small number to see the split.
 */
export function createSeoService({
  perSitemap = SITEMAP_MAX_URLS,
}: { perSitemap?: number } = {}): BackendService {
  return (deps) => {
    const app = new Hono<BackendEnv>();
    const absolute = (path: string) => `${deps.config().publicOrigin}${path}`;

    serve(app, deps, robotsContract, (c) => {
      c.header('Cache-Control', CACHE_ROBOTS);
      return c.text(buildRobotsTxt(deps.config().publicOrigin));
    });

    serve(app, deps, sitemapIndexContract, async (c) => {
      const { db } = await deps.database();
      const sitemapCount = countSitemaps(await countQuestions(db), perSitemap);
      const sitemaps: SitemapEntry[] = [
        { loc: absolute(LISTINGS_SITEMAP_PATH) },
        ...Array.from({ length: sitemapCount }, (_, index) => ({
          loc: absolute(questionSitemapPath(index + 1)),
        })),
      ];
      c.header('Cache-Control', CACHE_TANYA);
      return c.body(buildSitemapIndex(sitemaps), 200, XML);
    });

    serve(app, deps, listingsSitemapContract, async (c) => {
      const { db } = await deps.database();
      const [{ chapters, topics }, newest] = await Promise.all([
        listListingSitemapRows(db),
        findNewestQuestionChange(db),
      ]);
      const entries: SitemapEntry[] = [
        { loc: absolute('/tanya'), lastmod: newest },
        ...(newest ? [{ loc: absolute(buildTanyaRecommendedPath(1)), lastmod: newest }] : []),
        ...chapters.map((row) => ({
          loc: absolute(buildTanyaChapterPath({ grade: row.grade, subject: row.subject, chapter: row.slug })),
          lastmod: row.lastmod,
        })),
        ...topics.map((row) => ({
          loc: absolute(buildTanyaTopicPath({ grade: row.grade, subject: row.subject, topic: row.slug })),
          lastmod: row.lastmod,
        })),
        // The schedule pages (decision 072): Jadwal dan Materi of every grade, and Guru Juara.
        ...SCHEDULE_SITEMAP_PATHS.map((path) => ({ loc: absolute(path) })),
        ...(await listProgramPagePaths(db)).map((path) => ({ loc: absolute(path) })),
      ];
      c.header('Cache-Control', CACHE_TANYA);
      return c.body(buildUrlSet(entries), 200, XML);
    });

    serve(app, deps, questionSitemapContract, async (c, { params }, next) => {
      const match = QUESTION_SITEMAP.exec(params.file);
      if (!match) return next();
      const n = Number(match[1]);
      const { db } = await deps.database();
      if (n > countSitemaps(await countQuestions(db), perSitemap)) return next();
      const { offset, limit } = sitemapSlice(n, perSitemap);
      const questions = await listSitemapQuestions(db, offset, limit);
      const entries = questions.map((question) => ({
        loc: absolute(buildTanyaVideoPath(question.id, question.slug)),
        lastmod: question.updatedAt,
      }));
      c.header('Cache-Control', CACHE_TANYA);
      return c.body(buildUrlSet(entries), 200, XML);
    });

    return app;
  };
}

export const seoService: BackendService = createSeoService();
