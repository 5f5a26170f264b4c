import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { buildTanyaChapterPath, buildTanyaTopicPath } from '@bimbel/domain/routes/tanya-paths';
import { Pagination } from '@bimbel/ui/pagination/pagination';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { TanyaPageMeta } from '../seo/tanya-page-meta.tsx';
import { ChapterTopics } from './chapter-topics.tsx';
import type { ChapterListingData } from './listing-loaders.ts';
import { pageSuffix } from './page-suffix.ts';
import { TanyaListingLayout } from './tanya-listing-layout.tsx';
import { buildTanyaTrail, toJsonLdCrumbs } from './tanya-trail.ts';

/**
 * A chapter page, `/tanya/chapter/{grade}/{subject}/{chapter}` (+ `/page/{n}` from page 2): its
 * topics, then every video of the chapter, drawn from what `loadChapterListing` loaded.
 */
export function ChapterListing({ listing }: { listing: ChapterListingData }) {
  const { place, basePath, chapter, list, page } = listing;
  const subjectName = toSubjectName(place.subject);
  const trail = buildTanyaTrail({
    grade: place.grade,
    subject: place.subject,
    chapter: { name: chapter.name, slug: chapter.slug },
  });
  const topics = chapter.topics.map((topic) => ({
    name: topic.name,
    path: buildTanyaTopicPath({ grade: place.grade, subject: place.subject, topic: topic.slug }),
    questionCount: topic.questionCount,
  }));
  return (
    <>
      <TanyaPageMeta
        title={`${chapter.name}: Video Pembahasan ${subjectName} Kelas ${place.grade}${pageSuffix(page)}`}
        description={`${list.total} video pembahasan soal ${chapter.name} untuk ${subjectName} kelas ${place.grade}: ${topics.map((topic) => topic.name).join(', ')}. Dijelaskan langkah demi langkah oleh guru ${SITE_INFO.brandName}.`}
        path={buildTanyaChapterPath(
          { grade: place.grade, subject: place.subject, chapter: place.slug },
          page,
        )}
        image={list.items[0]?.thumbnailUrl}
        breadcrumbs={toJsonLdCrumbs(trail)}
      />
      <TanyaListingLayout
        trail={trail}
        title={chapter.name}
        summary={`Bab ${subjectName} kelas ${place.grade} dengan ${topics.length} topik dan ${list.total} video pembahasan.`}
        listTitle={`Semua video di bab ini${pageSuffix(page, list.pageCount)}`}
        questions={list.items}
        pagination={
          <Pagination
            basePath={basePath}
            currentPage={page}
            totalPages={list.pageCount}
            aria-label="Halaman video"
          />
        }
      >
        <ChapterTopics topics={topics} />
      </TanyaListingLayout>
    </>
  );
}
