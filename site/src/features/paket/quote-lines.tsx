'use client';

import type { OrderQuoteBody } from '@bimbel/domain/contracts/order-contracts';
import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { formatDateRangeInZone } from '@bimbel/domain/time/format-date-range-in-zone';
import { JAKARTA_TIME_ZONE } from '@bimbel/domain/time/jakarta-time-zone';
import { parseViewerTimeZone } from '@bimbel/domain/time/viewer-time-zone';
import { css } from '@bimbel/styled-system/css';
import { stepCard, stepNote, totalRow } from './step-body.styles.ts';

const lineList = css({
  listStyle: 'none',
  p: '0',
  m: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
});
const line = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '3',
  borderBottomWidth: '1px',
  borderColor: 'line',
  pb: '3',
});

/** The device's zone, as the pages' ViewerZoneSync reads it (shown only after the quote loaded, in the browser). */
const viewerZone = () => parseViewerTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? JAKARTA_TIME_ZONE;

/**
 * The order as the server priced it: the package and tenure, one line per student (name, grade,
 * price, and the period it would pay for if paid now — 'Aktif 28 November 2026 – 28 Mei 2027', a
 * renewal from the running period's end) and the total, with the tax sentence. Shown on the summary and the payment step.
 */
export function QuoteLines({ quote, headingId }: { quote: OrderQuoteBody; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className={stepCard}>
      <h2 id={headingId} className={css({ fontSize: 'lg' })}>
        {`${quote.packageName} · ${quote.tenureMonths} bulan`}
      </h2>
      <ul className={lineList} aria-label="Rincian per murid">
        {quote.lines.map((orderLine) => (
          <li key={orderLine.studentId} className={line}>
            <span>
              <span className={css({ display: 'block', fontWeight: 'semibold' })}>
                {orderLine.studentName}
              </span>
              <span className={stepNote}>{orderLine.gradeLabel}</span>
              {orderLine.startsAt && orderLine.endsAt ? (
                <span className={css({ display: 'block', fontSize: 'sm' })}>
                  {`Aktif ${formatDateRangeInZone(new Date(orderLine.startsAt), new Date(orderLine.endsAt), viewerZone())}`}
                </span>
              ) : null}
            </span>
            <span className={css({ whiteSpace: 'nowrap' })}>{formatRupiah(orderLine.price)}</span>
          </li>
        ))}
      </ul>
      <p className={totalRow}>
        <span>{`Total (${quote.quantity} murid)`}</span>
        <span data-testid="order-total">{formatRupiah(quote.total)}</span>
      </p>
      <p className={stepNote}>{quote.taxNote}</p>
    </section>
  );
}
