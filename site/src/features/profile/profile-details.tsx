import { css } from '@bimbel/styled-system/css';
import { useId, type ReactNode } from 'react';
import { MISSING_VALUE_TEXT, type ProfileRow } from './profile-summary.ts';

const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const headingClass = css({ fontSize: 'md', fontWeight: 'semibold', color: 'ink' });
const listClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', tablet: 'minmax(0, 10rem) 1fr' },
  columnGap: '4',
  rowGap: { base: '0', tablet: '2' },
  m: '0',
});
const termClass = css({ color: 'muted', fontSize: 'sm', mt: { base: '2', tablet: '0' } });
const valueClass = css({ m: '0', color: 'ink', overflowWrap: 'anywhere' });
const missingClass = css({ m: '0', color: 'muted', fontStyle: 'italic' });

/**
 * One titled section of the profile modal ('Data diri', 'Data orangtua') as a description
 * list; a field not filled in reads 'Belum diisi' instead of a blank.
 */
export function ProfileDetails({
  title,
  rows,
  children,
}: {
  title: string;
  rows: ProfileRow[];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h3 id={headingId} className={headingClass}>
        {title}
      </h3>
      {children}
      <dl className={listClass}>
        {rows.map((row) => (
          <div key={row.label} className={css({ display: 'contents' })}>
            <dt className={termClass}>{row.label}</dt>
            <dd className={row.value ? valueClass : missingClass}>{row.value ?? MISSING_VALUE_TEXT}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
