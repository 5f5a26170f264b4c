import { Breadcrumb } from '@bimbel/ui/breadcrumb/breadcrumb';
import { EmptyState } from '@bimbel/ui/empty-state/empty-state';
import { css } from '@bimbel/styled-system/css';
import type { ReactNode } from 'react';
import { EmptyStateLink } from './empty-state-link.tsx';
import { QuestionCardGrid, type QuestionCardData } from './question-card-grid.tsx';
import { pageSummary, pageTitle, sectionTitle, tanyaPage } from './listing.styles.ts';
import { TANYA_HOME_PATH, type TrailItem } from './tanya-trail.ts';

export type TanyaListingLayoutProps = {
  trail: readonly TrailItem[];
  title: string;
  summary: ReactNode;
  /** The heading over the cards, e.g. 'Semua video pembahasan'. */
  listTitle: string;
  questions: readonly QuestionCardData[];
  /** Between the header and the cards, e.g. a chapter's topics. */
  children?: ReactNode;
  pagination?: ReactNode;
};

const listSection = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/**
 * The body of a Tanya list page (topic, chapter, recommended): breadcrumb, title, summary, the
 * video cards and the page links. An empty list says so and leads back to browsing.
 */
export function TanyaListingLayout({
  trail,
  title,
  summary,
  listTitle,
  questions,
  children,
  pagination,
}: TanyaListingLayoutProps) {
  return (
    <main className={tanyaPage}>
      <Breadcrumb items={trail.map(({ label, href }) => ({ label, href }))} />
      <header>
        <h1 className={pageTitle} tabIndex={-1}>
          {title}
        </h1>
        <p className={pageSummary}>{summary}</p>
      </header>
      {children}
      <section aria-labelledby="tanya-list-title" className={listSection}>
        <h2 id="tanya-list-title" className={sectionTitle}>
          {listTitle}
        </h2>
        {questions.length > 0 ? (
          <QuestionCardGrid questions={questions} headingLevel={3} />
        ) : (
          <EmptyState
            headingLevel={3}
            title="Belum ada video di sini"
            description={
              <>
                Video pembahasannya sedang kami siapkan. Sambil menunggu, cari soal lain, yuk.
                <EmptyStateLink href={TANYA_HOME_PATH} label="Jelajahi Tanya" />
              </>
            }
          />
        )}
      </section>
      {pagination}
    </main>
  );
}
