import type { PackageBody } from '@bimbel/domain/contracts/package-contracts';
import { describeGrades } from '@bimbel/domain/packages/describe-grades';
import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { css } from '@bimbel/styled-system/css';
import { cardClass, checkListClass } from './marketing.styles.ts';

const tableClass = css({
  width: '100%',
  mt: '4',
  borderCollapse: 'collapse',
  fontSize: { base: 'sm', tablet: 'md' },
  '& th, & td': { textAlign: 'left', py: '2', pr: '2', borderBottomWidth: '1px', borderColor: 'line' },
  '& thead th': { color: 'muted', fontWeight: 'semibold' },
  '& tbody th': { fontWeight: 'semibold' },
});
const popularClass = css({
  display: 'inline-block',
  bg: 'accent.400',
  color: 'ink',
  borderRadius: 'full',
  px: '2',
  fontSize: 'xs',
  fontWeight: 'bold',
  ml: '2',
  verticalAlign: 'middle',
});

/**
 * One package with every tenure the catalogue prices (decision 084): the whole price, the price
 * per month and the saving, as the checkout will charge them.
 */
export function TenurePriceTable({ item }: { item: PackageBody }) {
  const headingId = `paket-${item.id}`;
  return (
    <article className={cardClass} aria-labelledby={headingId}>
      <h3 id={headingId} className={css({ fontSize: 'xl' })}>
        {item.name}
        {item.isPopular ? <span className={popularClass}>Populer</span> : null}
      </h3>
      <p
        className={css({ mt: '2', color: 'muted' })}
      >{`${item.description} Untuk ${describeGrades(item.grades)}.`}</p>
      <ul className={checkListClass}>
        {item.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <table className={tableClass}>
        <caption className={css({ srOnly: true })}>{`Harga ${item.name} per lama langganan`}</caption>
        <thead>
          <tr>
            <th scope="col">Langganan</th>
            <th scope="col">Total</th>
            <th scope="col">Per bulan</th>
          </tr>
        </thead>
        <tbody>
          {item.tenures.map((tenure) => (
            <tr key={tenure.months}>
              <th scope="row">{`${tenure.months} bulan`}</th>
              <td>{formatRupiah(tenure.price)}</td>
              <td>
                {formatRupiah(tenure.monthlyPrice)}
                {tenure.discountPercent > 0 ? (
                  <span className={css({ display: 'block', color: 'success', fontSize: 'xs' })}>
                    {`Hemat ${tenure.discountPercent}%`}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
