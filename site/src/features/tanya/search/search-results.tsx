import { Breadcrumb } from '@bimbel/ui/breadcrumb/breadcrumb';
import { EmptyState } from '@bimbel/ui/empty-state/empty-state';
import { Pagination } from '@bimbel/ui/pagination/pagination';
import { css } from '@bimbel/styled-system/css';
import { pageSummary, pageTitle, sectionTitle, tanyaPage } from '../listing/listing.styles.ts';
import { EmptyStateLink } from '../listing/empty-state-link.tsx';
import { pageSuffix } from '../listing/page-suffix.ts';
import { QuestionCardGrid } from '../listing/question-card-grid.tsx';
import { TANYA_HOME_PATH } from '../listing/tanya-trail.ts';
import { TanyaPageMeta } from '../seo/tanya-page-meta.tsx';
import { BROWSE_SECTION_ID } from '../home/browse-section-id.ts';
import type { SearchResultsData } from './load-search-results.ts';
import { buildTanyaSearchPath, TANYA_SEARCH_PATH } from './search-path.ts';
import { SearchSuggestions } from './search-suggestions.tsx';
import { TanyaSearchForm } from './tanya-search-form.tsx';

const notice = css({
  padding: '3',
  borderRadius: 'md',
  bg: 'accent.100',
  color: 'ink',
  borderInlineStartWidth: '4px',
  borderColor: 'accent.500',
});
const results = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/**
 * The search results page, `/tanya/cari?q=…&page=…`: full-text results, the typo fallback
 * ("Menampilkan hasil yang mirip dengan …"), and the empty-query and no-result states, both
 * with searches to try, as `loadSearchResults` loaded them. Results are not indexed (robots.txt
 * keeps crawlers out as well).
 */
export function SearchResults({ search }: { search: SearchResultsData }) {
  const { result, page, suggestions } = search;
  const { query } = result;
  const found = result.items.length > 0;

  const title = query === '' ? 'Cari video pembahasan' : `Hasil pencarian “${query}”`;
  const trail = [
    { label: 'Tanya', href: TANYA_HOME_PATH },
    { label: 'Cari', href: query === '' ? TANYA_SEARCH_PATH : buildTanyaSearchPath(query, page) },
  ];
  return (
    <>
      <TanyaPageMeta
        title={`${title}${pageSuffix(page)}`}
        description="Cari video pembahasan soal Matematika, Fisika, dan Kimia kelas 4 sampai 12."
        path={trail[1]!.href}
        robots="noindex, follow"
        breadcrumbs={trail.map((item) => ({ name: item.label, path: item.href }))}
      />
      <main className={tanyaPage}>
        <Breadcrumb items={trail} />
        <header>
          <h1 className={pageTitle} tabIndex={-1}>
            {title}
          </h1>
          {found ? (
            <p className={pageSummary}>
              {result.total} video ditemukan{pageSuffix(page, result.pageCount)}.
            </p>
          ) : null}
        </header>
        <TanyaSearchForm defaultQuery={query} />
        {query === '' ? (
          <section aria-label="Mulai mencari" className={results}>
            <p>
              Tulis soal atau topik yang mau kamu pelajari, misalnya “menghitung luas lingkaran” atau “hukum
              Newton”.
            </p>
            <SearchSuggestions suggestions={suggestions} />
          </section>
        ) : found ? (
          <section aria-labelledby="search-results-title" className={results}>
            <h2 id="search-results-title" className={sectionTitle}>
              Video pembahasan
            </h2>
            {result.mode === 'similar' ? (
              <p role="note" className={notice}>
                Tidak ada yang persis cocok. Menampilkan hasil yang mirip dengan “{query}”.
              </p>
            ) : null}
            <QuestionCardGrid questions={result.items} headingLevel={3} />
            <Pagination
              getPageHref={(n) => buildTanyaSearchPath(query, n)}
              currentPage={page}
              totalPages={result.pageCount}
              aria-label="Halaman hasil pencarian"
            />
          </section>
        ) : (
          <section aria-label="Tidak ada hasil" className={results}>
            <EmptyState
              title={`Belum ada video untuk “${query}”`}
              description={
                <>
                  Coba kata lain yang lebih umum, periksa ejaannya, atau jelajahi video per kelas dan bab.
                  <EmptyStateLink
                    href={`${TANYA_HOME_PATH}#${BROWSE_SECTION_ID}`}
                    label="Jelajahi per kelas"
                  />
                </>
              }
            />
            <SearchSuggestions suggestions={suggestions} title="Atau coba cari:" />
          </section>
        )}
      </main>
    </>
  );
}
