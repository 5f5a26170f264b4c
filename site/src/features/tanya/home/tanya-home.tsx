import { buildTanyaRecommendedPath } from '@bimbel/domain/routes/tanya-paths';
import { css } from '@bimbel/styled-system/css';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { pageSummary, pageTitle, sectionTitle, tanyaPage } from '../listing/listing.styles.ts';
import { QuestionCardGrid } from '../listing/question-card-grid.tsx';
import { TANYA_HOME_PATH } from '../listing/tanya-trail.ts';
import { TanyaSearchForm } from '../search/tanya-search-form.tsx';
import { TanyaPageMeta } from '../seo/tanya-page-meta.tsx';
import { BrowseCatalogue } from './browse-catalogue.tsx';
import { GradeNav } from './grade-nav.tsx';
import type { TanyaHomeData } from './load-tanya-home.ts';
import { TanyaBanner } from './tanya-banner.tsx';

const hero = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const sectionHeader = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '2',
  marginBottom: '4',
});
const seeAll = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '6',
  color: 'brand.700',
  fontWeight: 'bold',
  textUnderlineOffset: '3px',
  _focusVisible: { focusOutline: 'default' },
});

/**
 * Tanya Home Page (docs/product §2): search, recommended videos, the banner, and browse by grade and
 * subject, from what `loadTanyaHome` loaded.
 */
export function TanyaHome({ home }: { home: TanyaHomeData }) {
  const { catalogue, recommended } = home;
  return (
    <>
      <TanyaPageMeta
        title="Tanya: Video Pembahasan Soal Matematika, Fisika, Kimia"
        description={`Cari soal dan tonton video pembahasannya, langkah demi langkah. Matematika, Fisika, dan Kimia kelas 4 sampai 12 dari guru ${SITE_INFO.brandName}.`}
        path={TANYA_HOME_PATH}
        image={recommended.items[0]?.thumbnailUrl}
        breadcrumbs={[
          { name: SITE_INFO.brandName, path: '/' },
          { name: 'Tanya', path: TANYA_HOME_PATH },
        ]}
      />
      <main className={tanyaPage}>
        <section aria-labelledby="tanya-title" className={hero}>
          <div>
            <h1 id="tanya-title" className={pageTitle} tabIndex={-1}>
              Tanya: video pembahasan soal
            </h1>
            <p className={pageSummary}>
              Matematika, Fisika, dan Kimia kelas 4 sampai 12, dijelaskan guru langkah demi langkah.
            </p>
          </div>
          <TanyaSearchForm />
          <GradeNav grades={catalogue.map((entry) => entry.grade)} />
        </section>
        {recommended.items.length > 0 ? (
          <section aria-labelledby="recommended-title">
            <div className={sectionHeader}>
              <h2 id="recommended-title" className={sectionTitle}>
                Video pilihan
              </h2>
              <a href={buildTanyaRecommendedPath(1)} className={seeAll}>
                Lihat semua video pilihan
              </a>
            </div>
            <QuestionCardGrid questions={recommended.items} headingLevel={3} />
          </section>
        ) : null}
        <TanyaBanner />
        <BrowseCatalogue catalogue={catalogue} />
      </main>
    </>
  );
}
