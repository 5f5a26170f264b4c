import { css } from '@bimbel/styled-system/css';
import { weeklyReportHref } from '@bimbel/domain/routes/weekly-report-path';
import type { ReportChild } from '#site/server/weekly-report/report-family.ts';

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    minH: '11',
    px: '5',
    borderRadius: 'full',
    borderWidth: '2px',
    borderColor: 'brand.700',
    color: 'brand.700',
    bg: 'surface',
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textDecoration: 'none',
    _hover: { bg: 'brand.50' },
    _focusVisible: { focusOutline: 'default' },
    '&[aria-current="page"]': { bg: 'brand.700', color: 'white' },
  }),
};

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/**
 * The family's children as links (`?anak=`), the shown one marked `aria-current`: plain links
 * rather than tabs — each child's week is its own address, works without JavaScript, and keeps
 * the week being read (`?minggu=`).
 */
export function ChildSwitcher({
  family,
  current,
  week,
}: {
  family: readonly ReportChild[];
  current: string;
  week: string;
}) {
  return (
    <nav aria-label="Pilih anak">
      <ul className={styles.list}>
        {family.map((child) => (
          <li key={child.id}>
            <a
              href={weeklyReportHref({ child: child.id, week })}
              className={styles.link}
              aria-current={child.id === current ? 'page' : undefined}
            >
              {firstName(child.fullName)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
