import { buildTanyaRecommendedPath } from '@bimbel/domain/routes/tanya-paths';
import { Pagination } from '@bimbel/ui/pagination/pagination';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { TanyaPageMeta } from '../seo/tanya-page-meta.tsx';
import type { RecommendedListingData } from './listing-loaders.ts';
import { pageSuffix } from './page-suffix.ts';
import { TanyaListingLayout } from './tanya-listing-layout.tsx';
import { TANYA_HOME_PATH } from './tanya-trail.ts';

export const RECOMMENDED_TITLE = 'Video pembahasan pilihan';

/**
 * Tanya Recommended Video Page, `/tanya/questions/page/{page}` (page 1 keeps `/page/1`):
 * verified videos first, newest first, as `loadRecommendedListing` loaded them.
 */
export function RecommendedListing({ listing }: { listing: RecommendedListingData }) {
  const { list, page } = listing;
  const trail = [
    { label: 'Tanya', href: TANYA_HOME_PATH },
    { label: 'Video pilihan', href: buildTanyaRecommendedPath(page) },
  ];
  return (
    <>
      <TanyaPageMeta
        title={`${RECOMMENDED_TITLE}: Matematika, Fisika, Kimia${pageSuffix(page)}`}
        description={`${list.total} video pembahasan soal Matematika, Fisika, dan Kimia untuk kelas 4 sampai 12. Video yang sudah diverifikasi guru ${SITE_INFO.brandName} tampil lebih dulu.`}
        path={buildTanyaRecommendedPath(page)}
        image={list.items[0]?.thumbnailUrl}
        breadcrumbs={trail.map((item) => ({ name: item.label, path: item.href }))}
      />
      <TanyaListingLayout
        trail={trail}
        title={RECOMMENDED_TITLE}
        summary={`Video yang sudah diverifikasi guru ${SITE_INFO.brandName} tampil lebih dulu. ${list.total} video.`}
        listTitle={`Semua video${pageSuffix(page, list.pageCount)}`}
        questions={list.items}
        pagination={
          <Pagination
            getPageHref={buildTanyaRecommendedPath}
            currentPage={page}
            totalPages={list.pageCount}
            aria-label="Halaman video"
          />
        }
      />
    </>
  );
}
