import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { buildTanyaTopicPath } from '@bimbel/domain/routes/tanya-paths';
import { Pagination } from '@bimbel/ui/pagination/pagination';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { TanyaPageMeta } from '../seo/tanya-page-meta.tsx';
import type { TopicListingData } from './listing-loaders.ts';
import { pageSuffix } from './page-suffix.ts';
import { TanyaListingLayout } from './tanya-listing-layout.tsx';
import { buildTanyaTrail, toJsonLdCrumbs } from './tanya-trail.ts';

/**
 * A topic's video listing, `/tanya/topic/{grade}/{subject}/{topic}` (+ `/page/{n}` from page 2),
 * drawn from what `loadTopicListing` loaded.
 */
export function TopicListing({ listing }: { listing: TopicListingData }) {
  const { place, basePath, topic, list, page } = listing;
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
