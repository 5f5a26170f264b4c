import { css } from '@bimbel/styled-system/css';
import type { ReactNode } from 'react';

const mainClass = css({ maxW: 'reading', mx: 'auto', px: '4', py: { base: '8', tablet: '12' } });

/** Readable long text: headings, paragraphs and lists with room to breathe. */
const proseClass = css({
  mt: '8',
  color: 'ink',
  '& h2': { fontSize: { base: 'xl', tablet: '2xl' }, mt: '10', mb: '3' },
  '& h3': { fontSize: 'lg', mt: '6', mb: '2' },
  '& p': { mt: '3' },
  '& ul, & ol': { mt: '3', pl: '6', display: 'grid', gap: '2' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': {
    color: 'brand.700',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
  },
  '& strong': { fontWeight: 'bold' },
});

export type LegalPageProps = {
  title: string;
  /** e.g. 'Berlaku sejak 22 November 2026'. */
  updated: string;
  intro: ReactNode;
  children: ReactNode;
};

/** The frame of the policy, terms and help pages: one reading column of 780 px (docs/product §9). */
export function LegalPage({ title, updated, intro, children }: LegalPageProps) {
  return (
    <main className={mainClass}>
      <h1 className={css({ fontSize: { base: '3xl', tablet: '4xl' } })}>{title}</h1>
      <p className={css({ mt: '2', color: 'muted', fontSize: 'sm' })}>{updated}</p>
      <div className={css({ mt: '4', fontSize: 'lg', color: 'muted' })}>{intro}</div>
      <div className={proseClass}>{children}</div>
    </main>
  );
}
