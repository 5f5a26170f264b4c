import { slotSelectionPath } from '@bimbel/domain/routes/slot-selection-path';
import { FREE_TRIAL_DAYS } from '@bimbel/domain/subscription/free-trial';
import { css } from '@bimbel/styled-system/css';
import { linkButton } from '#site/features/shared/page.styles.ts';
import type { PaketStudent } from './load-paket-page.ts';

const noteClass = css({
  bg: 'accent.100',
  borderWidth: '1px',
  borderColor: 'accent.400',
  borderRadius: 'xl',
  p: { base: '5', tablet: '6' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  alignItems: 'flex-start',
});

/**
 * Said on /paket to a family with a child no package fits — kelas 4 (decision 103): that there is
 * no paid package for that child, and what they can take instead, with the way to the free classes.
 */
export function NoPackageNote({ students }: { students: readonly PaketStudent[] }) {
  const without = students.filter((student) => !student.hasPackage);
  const first = without[0];
  if (!first) return null;
  const grades = [...new Set(without.map((student) => student.grade))].sort((a, b) => a - b);
  const names = without.map((student) => student.name.split(/\s+/)[0]).join(' dan ');
  return (
    <section aria-labelledby="tanpa-paket-title" className={noteClass}>
      <h2 id="tanpa-paket-title" className={css({ fontSize: 'lg' })}>
        {`Belum ada paket berbayar untuk kelas ${grades.join(' dan ')}`}
      </h2>
      <p>
        {`Paket berlangganan ada untuk kelas 5 sampai 12. ${names} tetap bisa ikut kelas live gratis (pesan kursi dulu) dan coba gratis ${FREE_TRIAL_DAYS} hari bila belum pernah.`}
      </p>
      <a href={slotSelectionPath({ grade: first.grade })} className={linkButton({ variant: 'secondary' })}>
        {`Lihat kelas gratis kelas ${first.grade}`}
      </a>
    </section>
  );
}
