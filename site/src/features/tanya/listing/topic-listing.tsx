import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { buildTanyaTopicPath } from '@bimbel/domain/routes/tanya-paths';
import { Pagination } from '@bimbel/ui/pagination/pagination';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { findTopic, listTopicQuestions } from '#site/server/tanya/tanya-queries.ts';
import { TanyaPageMeta } from '../seo/tanya-page-meta.tsx';
import { parseListingPlace } from './listing-place.ts';
import { pageSuffix } from './page-suffix.ts';
import { TanyaListingLayout } from './tanya-listing-layout.tsx';
import { buildTanyaTrail, toJsonLdCrumbs } from './tanya-trail.ts';

export type ListingRequest = {
  grade: string;
  subject: string;
  slug: string;
  /** undefined: the segment after /page/ is not a page number. */
  page: number | undefined;
  /** True for `/page/{n}` addresses, whose page 1 moves to the bare path. */
  fromPagePath?: boolean;
};

/**
 * A topic's video listing, `/tanya/topic/{grade}/{subject}/{topic}` (+ `/page/{n}` from page 2).
 * Unknown places and pages past the last answer 404; `/page/1` moves (308) to the bare path.
 */
export async function TopicListing({ grade, subject, slug, page, fromPagePath = false }: ListingRequest) {
  const place = parseListingPlace(grade, subject, slug);
  if (!place || page === undefined) notFound();
  const basePath = buildTanyaTopicPath({ grade: place.grade, subject: place.subject, topic: place.slug });
  if (fromPagePath && page === 1) redirect(basePath, 308);

  const { db } = await getDatabase();
  const topic = await findTopic(db, place.grade, place.subject, place.slug);
  if (!topic) notFound();
  const list = await listTopicQuestions(db, topic.id, page);
  if (page > list.pageCount) notFound();

  const subjectName = toSubjectName(place.subject);
  const trail = buildTanyaTrail({
    grade: place.grade,
    subject: place.subject,
    chapter: { name: topic.chapterName, slug: topic.chapterSlug },
    topic: { name: topic.name, slug: topic.slug },
  });
  return (
    <>
      <TanyaPageMeta
        title={`${topic.name}: Video Pembahasan ${subjectName} Kelas ${place.grade}${pageSuffix(page)}`}
        description={`${list.total} video pembahasan soal ${topic.name} (${topic.chapterName}) untuk ${subjectName} kelas ${place.grade}, dijelaskan langkah demi langkah oleh guru ${SITE_INFO.brandName}.`}
        path={buildTanyaTopicPath({ grade: place.grade, subject: place.subject, topic: place.slug }, page)}
        image={list.items[0]?.thumbnailUrl}
        breadcrumbs={toJsonLdCrumbs(trail)}
      />
      <TanyaListingLayout
        trail={trail}
        title={topic.name}
        summary={`Video pembahasan ${subjectName} kelas ${place.grade}, bab ${topic.chapterName}. ${list.total} video.`}
        listTitle={`Video pembahasan${pageSuffix(page, list.pageCount)}`}
        questions={list.items}
        pagination={
          <Pagination
            basePath={basePath}
            currentPage={page}
            totalPages={list.pageCount}
            aria-label="Halaman video"
          />
        }
      />
    </>
  );
}
