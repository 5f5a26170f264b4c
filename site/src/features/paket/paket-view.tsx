import type { PackageBody } from '@bimbel/domain/contracts/package-contracts';
import { css } from '@bimbel/styled-system/css';
import { PackageCard } from '@bimbel/ui/package-card/package-card';
import type { ReactNode } from 'react';
import { linkButton, pageFrame, pageTitle } from '#site/features/shared/page.styles.ts';
import { tenurePickPath } from './checkout-steps.ts';
import { describeGrades } from '@bimbel/domain/packages/describe-grades';
import type { PaketPageData } from './load-paket-page.ts';
import { NoPackageNote } from './no-package-note.tsx';
import { PaketFilter } from './paket-filter.tsx';
import { paketPath, type PaketQuery } from './paket-query.ts';

const cards = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: {
    base: '1fr',
    tablet: 'repeat(2, minmax(0, 1fr))',
    laptop: 'repeat(3, minmax(0, 1fr))',
  },
  alignItems: 'stretch',
});
const muted = css({ color: 'muted' });
const emptyBox = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'line',
  borderRadius: 'xl',
  p: '6',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  alignItems: 'flex-start',
});

/** Docs/product §8's message when nothing fits. */
export const NO_PACKAGES_MESSAGE = 'Tidak ada paket yang tersedia';

function PackageList({ packages }: { packages: PackageBody[] }) {
  return (
    <ul className={cards} aria-label="Daftar paket">
      {packages.map((item) => (
        <li key={item.id} className={css({ display: 'flex', '& > article': { flex: '1' } })}>
          <PackageCard
            name={item.name}
            price={item.monthlyPrice}
            priceNote="/bulan"
            description={`${item.description} Untuk ${describeGrades(item.grades)}.`}
            features={item.features}
            isPopular={item.isPopular}
            headingLevel={2}
            action={
              <a
                href={tenurePickPath(item.id)}
                className={linkButton({ variant: 'primary' })}
                aria-label={`Pilih paket ${item.name}`}
              >
                Pilih paket
              </a>
            }
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * /paket, the package selector (docs/product §2; decision 081): the filter, the packages as ui
 * PackageCards with their monthly price and the tax sentence, or 'Tidak ada paket yang tersedia',
 * then the page's help line and banner (given by the page).
 */
export function PaketView({
  data,
  query,
  help,
  banner,
}: {
  data: PaketPageData;
  query: PaketQuery;
  help: ReactNode;
  banner: ReactNode;
}) {
  const taxNote = data.packages[0]?.taxNote;
  return (
    <main>
      <div className={pageFrame}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <h1 className={pageTitle}>Pilih paket belajar</h1>
          <p className={muted}>
            Kelas live bersama guru untuk kelas 5 sampai 12. Pilih paket, lalu durasi langganan: makin lama,
            makin hemat.
          </p>
          {help}
        </div>
        <PaketFilter query={query} mode={data.mode} students={data.students} />
        <NoPackageNote students={data.students} />
        {data.packages.length > 0 ? (
          <>
            {taxNote ? (
              <p className={muted}>{`Harga per bulan untuk langganan 1 bulan. ${taxNote}`}</p>
            ) : null}
            <PackageList packages={data.packages} />
          </>
        ) : (
          <div className={emptyBox} role="status">
            <h2 className={css({ fontSize: 'xl' })}>{NO_PACKAGES_MESSAGE}</h2>
            <p className={muted}>Coba jenjang atau kelas lain, atau lihat semua paket.</p>
            <a
              href={paketPath({ all: data.students.length > 0 })}
              className={linkButton({ variant: 'secondary' })}
            >
              Lihat semua paket
            </a>
          </div>
        )}
      </div>
      {banner}
    </main>
  );
}
