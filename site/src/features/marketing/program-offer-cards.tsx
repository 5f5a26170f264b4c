import { describeGrades } from '@bimbel/domain/packages/describe-grades';
import type { PackageProgram } from '@bimbel/domain/packages/package-program';
import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { css } from '@bimbel/styled-system/css';
import type { ProgramOffer } from '#site/server/billing/catalogue/sales-loaders.ts';
import { linkButton } from './marketing.styles.ts';

const gridClass = css({
  display: 'grid',
  gap: '4',
  p: '0',
  m: '0',
  listStyle: 'none',
  gridTemplateColumns: {
    base: '1fr',
    tablet: 'repeat(2, minmax(0, 1fr))',
    laptop: 'repeat(3, minmax(0, 1fr))',
  },
});
const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  height: '100%',
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  p: '5',
});
const priceClass = css({ fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold', color: 'ink' });
const perClass = css({ fontSize: 'md', fontWeight: 'normal', color: 'muted' });
const noteClass = css({ color: 'muted', fontSize: 'sm' });
const actionsClass = css({ display: 'grid', gap: '2', mt: 'auto', pt: '2' });

/**
 * The programs of the package catalogue with their prices (decision 084): the 1-month price, the
 * lowest monthly price of a longer tenure, the program's registration page and its packages on
 * /paket (`checkoutPathOf`, given by the page: features do not import each other).
 */
export function ProgramOfferCards({
  offers,
  checkoutPathOf,
  headingLevel = 3,
}: {
  offers: readonly ProgramOffer[];
  checkoutPathOf: (program: PackageProgram) => string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (offers.length === 0) {
    return (
      <p role="status" className={noteClass}>
        Tidak ada paket yang tersedia
      </p>
    );
  }
  return (
    <ul className={gridClass} aria-label="Program dan harga">
      {offers.map((offer) => (
        <li key={offer.program}>
          <article className={cardClass} aria-labelledby={`program-${offer.slug}`}>
            <Heading id={`program-${offer.slug}`} className={css({ fontSize: 'xl' })}>
              {`Bimbel ${offer.label}`}
            </Heading>
            <p className={noteClass}>{`Untuk ${describeGrades(offer.grades)}`}</p>
            <p className={priceClass}>
              {formatRupiah(offer.fromMonthlyPrice)}
              <span className={perClass}>/bulan</span>
            </p>
            {offer.lowestMonthlyPrice < offer.fromMonthlyPrice ? (
              <p className={noteClass}>
                {`Atau ${formatRupiah(offer.lowestMonthlyPrice)}/bulan dengan langganan ${offer.lowestMonthlyPriceMonths} bulan.`}
              </p>
            ) : null}
            <div className={actionsClass}>
              <a href={offer.path} className={linkButton({ variant: 'primary' })}>
                {`Daftar ${offer.label}`}
              </a>
              <a
                href={checkoutPathOf(offer.program)}
                className={linkButton({ variant: 'secondary' })}
                aria-label={`Lihat paket ${offer.label}`}
              >
                Lihat paket
              </a>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
