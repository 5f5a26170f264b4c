import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../tanya/search-query.ts';
import { defineContract } from './contract.ts';
import {
  HEALTH,
  LISTINGS_SITEMAP,
  OPENAPI_DOCUMENT,
  QUESTION_SITEMAP,
  ROBOTS_TXT,
  SITEMAP_INDEX,
  TANYA_CAPTIONS,
  TANYA_SEARCH,
} from './endpoints.ts';

/** Deepest search page served: past it, refine the words instead. */
export const SEARCH_MAX_PAGE = 50;

const PAGE_MESSAGE = 'Halaman tidak valid.';

/** `q` and `page` of the Tanya search (the results page reads the same query). */
export const TanyaSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Tulis kata yang mau dicari, ya.' })
    .max(SEARCH_QUERY_MAX_LENGTH * 2, { error: 'Kata pencarian terlalu panjang.' })
    .default(''),
  page: z
    .string()
    .regex(/^\d{1,3}$/, { error: PAGE_MESSAGE })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: PAGE_MESSAGE }).max(SEARCH_MAX_PAGE, { error: PAGE_MESSAGE }))
    .default(1),
});

export const TanyaSearchResultSchema = z.object({
  query: z.string(),
  mode: z.enum(['fulltext', 'similar', 'empty']),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      path: z.string(),
      text: z.string(),
      grade: z.number().int(),
      subject: z.string(),
      topic: z.string(),
      durationSeconds: z.number().nullable(),
      thumbnailUrl: z.string().nullable(),
      teacher: z.string().nullable(),
      verified: z.boolean(),
    }),
  ),
});

export const tanyaSearchContract = defineContract({
  endpoint: TANYA_SEARCH,
  service: 'tanya',
  summary: 'The Tanya search as JSON (the same answer as the results page).',
  auth: 'none',
  query: TanyaSearchQuerySchema,
  response: TanyaSearchResultSchema,
  errors: [],
});

export const tanyaCaptionsContract = defineContract({
  endpoint: TANYA_CAPTIONS,
  service: 'tanya',
  summary: 'A question’s cleaned transcript as WebVTT captions.',
  auth: 'none',
  params: z.object({ id: z.string().min(1) }),
  response: { contentType: 'text/vtt', description: 'WebVTT captions' },
  errors: ['not_found'],
});

const XML = { contentType: 'application/xml', description: 'sitemaps.org XML' } as const;

export const robotsContract = defineContract({
  endpoint: ROBOTS_TXT,
  service: 'site',
  summary: 'robots.txt with the sitemap index.',
  auth: 'none',
  response: { contentType: 'text/plain', description: 'robots.txt' },
  errors: [],
});

export const sitemapIndexContract = defineContract({
  endpoint: SITEMAP_INDEX,
  service: 'site',
  summary: 'The sitemap index: the listings sitemap and one sitemap per 50,000 questions.',
  auth: 'none',
  response: XML,
  errors: [],
});

export const listingsSitemapContract = defineContract({
  endpoint: LISTINGS_SITEMAP,
  service: 'site',
  summary: 'The listing pages: Tanya (home, recommended, chapters, topics), Jadwal dan Materi of every grade, Guru Juara.',
  auth: 'none',
  response: XML,
  errors: [],
});

export const questionSitemapContract = defineContract({
  endpoint: QUESTION_SITEMAP,
  service: 'site',
  summary: 'Question sitemap number n, as tanya-{n}.xml; any other file is the 404 page.',
  auth: 'none',
  params: z.object({ file: z.string() }),
  response: XML,
  errors: ['not_found'],
});

export const healthContract = defineContract({
  endpoint: HEALTH,
  service: 'site',
  summary: 'Liveness and database reachability (200 ok, 503 when the database is out of reach).',
  auth: 'none',
  envelope: false,
  response: z.object({ status: z.enum(['ok', 'error']), database: z.string() }),
  errors: [],
});

export const openApiContract = defineContract({
  endpoint: OPENAPI_DOCUMENT,
  service: 'site',
  summary: 'This document: every call as OpenAPI 3.1, generated from the contracts.',
  auth: 'none',
  envelope: false,
  response: z.looseObject({ openapi: z.literal('3.1.0') }),
  errors: [],
});
