import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { buildTanyaChapterPath, buildTanyaTopicPath } from '@bimbel/domain/routes/tanya-paths';
import { Pagination } from '@bimbel/ui/pagination/pagination';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { findChapter, listChapterQuestions } from '#site/server/tanya/tanya-queries.ts';
import { TanyaPageMeta } from '../seo/tanya-page-meta.tsx';
import { ChapterTopics } from './chapter-topics.tsx';
import { parseListingPlace } from './listing-place.ts';
import { pageSuffix } from './page-suffix.ts';
import { TanyaListingLayout } from './tanya-listing-layout.tsx';
import { buildTanyaTrail, toJsonLdCrumbs } from './tanya-trail.ts';
import type { ListingRequest } from './topic-listing.tsx';

/**
 * A chapter page, `/tanya/chapter/{grade}/{subject}/{chapter}` (+ `/page/{n}` from page 2): its
 * topics, then every video of the chapter. Unknown places and pages past the last answer 404;
 * `/page/1` moves (308) to the bare path.
 */
export async function ChapterListing({ grade, subject, slug, page, fromPagePath = false }: ListingRequest) {
  const place = parseListingPlace(grade, subject, slug);
  if (!place || page === undefined) notFound();
  const basePath = buildTanyaChapterPath({ grade: place.grade, subject: place.subject, chapter: place.slug });
  if (fromPagePath && page === 1) redirect(basePath, 308);

  const { db } = await getDatabase();
  const chapter = await findChapter(db, place.grade, place.subject, place.slug);
  if (!chapter) notFound();
  const list = await listChapterQuestions(db, chapter.id, page);
  if (page > list.pageCount) notFound();

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
