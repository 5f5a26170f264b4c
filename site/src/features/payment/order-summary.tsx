import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { periodWords } from '@bimbel/domain/orders/refund-wording';
import { formatDateInZone } from '@bimbel/domain/time/format-time-in-zone';
import { css } from '@bimbel/styled-system/css';
import { panelClass } from '#site/features/shared/panel.styles.ts';
import { factsClass, mutedClass, panelTitleClass } from './payment-styles.ts';

const linesClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const lineClass = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  pb: '3',
  borderBottomWidth: '1px',
  borderColor: 'line',
});
const totalClass = css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'lg', fontWeight: 'bold' });

/**
 * What an order buys, line by line: the package and tenure, each student with their grade, price
 * and — once paid — the period it covers (in the viewer's zone), the total and the tax statement.
 * Server-rendered: no client JS.
 */
export function OrderSummary({
  order,
  timeZone,
  title = 'Ringkasan pesanan',
}: {
  order: OrderBody;
  timeZone: string;
  title?: string;
}) {
  return (
    <section aria-labelledby="ringkasan-pesanan" className={panelClass}>
      <h2 id="ringkasan-pesanan" className={panelTitleClass}>
        {title}
      </h2>
      <dl className={factsClass}>
        <dt>Nomor pesanan</dt>
        <dd>{order.number}</dd>
        <dt>Paket</dt>
        <dd>{order.packageName}</dd>
        <dt>Durasi</dt>
        <dd>{`${order.tenureMonths} bulan`}</dd>
        {order.payment && (
          <>
            <dt>Metode pembayaran</dt>
            <dd>{order.payment.methodLabel}</dd>
          </>
        )}
      </dl>
      <ul className={linesClass} aria-label="Murid dalam pesanan ini">
        {order.lines.map((line) => (
          <li key={line.studentId} className={lineClass}>
            <div className={css({ minW: '0' })}>
              <p className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{line.studentName}</p>
              <p className={mutedClass}>{line.gradeLabel}</p>
              {line.startsAt && line.endsAt && (
                <p className={mutedClass}>
                  {periodWords(
                    { startsAt: line.startsAt, endsAt: line.endsAt, refund: order.refund },
                    (date) => formatDateInZone(date, timeZone),
                  )}
                </p>
              )}
            </div>
            <p className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>{formatRupiah(line.price)}</p>
          </li>
        ))}
      </ul>
      <p className={totalClass}>
        <span>Total</span>
        <span>{formatRupiah(order.total)}</span>
      </p>
      {order.taxNote && <p className={mutedClass}>{order.taxNote}</p>}
    </section>
  );
}
