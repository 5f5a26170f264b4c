import type { PurchaseBody } from '@bimbel/domain/contracts/order-contracts';
import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { describeRefund, periodWords } from '@bimbel/domain/orders/refund-wording';
import { receiptPath } from '@bimbel/domain/routes/subscription-paths';
import { formatDateInZone } from '@bimbel/domain/time/format-time-in-zone';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { panelClass } from '#site/features/shared/panel.styles.ts';
import { actionsClass, mutedClass, textLinkClass } from './payment-styles.ts';
import { ReceiptDownloadButton } from './receipt-download-button.tsx';
import { receiptFileName } from './receipt-file-name.ts';

const headClass = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2' });

/** One paid order in the list: what, for whom until when, how much, and its receipt. */
export function PurchaseItem({ purchase, timeZone, headingLevel = 2 }: { purchase: PurchaseBody; timeZone: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `pembelian-${purchase.orderId}`;
  return (
    <article aria-labelledby={headingId} className={panelClass}>
      <div className={headClass}>
        <Heading id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {`${purchase.packageName}, ${purchase.tenureMonths} bulan`}
        </Heading>
        <p className={css({ fontWeight: 'bold' })}>{formatRupiah(purchase.total)}</p>
      </div>
      <p className={mutedClass}>
        {`${purchase.number} · dibayar ${formatDateInZone(new Date(purchase.paidAt), timeZone)} · ${purchase.paymentMethodLabel}`}
      </p>
      {purchase.refund ? <p className={css({ fontWeight: 'semibold' })}>{describeRefund(purchase.refund)}</p> : null}
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {purchase.students.map((student) => (
          <li key={student.id}>
            <span className={css({ fontWeight: 'semibold' })}>{student.name}</span>
            {`: ${periodWords({ ...student, refund: purchase.refund }, (date) => formatDateInZone(date, timeZone))}`}
          </li>
        ))}
      </ul>
      <div className={actionsClass}>
        <a href={receiptPath(purchase.orderId)} className={textLinkClass} aria-label={`Lihat kuitansi ${purchase.number}`}>
          Lihat kuitansi
        </a>
        <ReceiptDownloadButton
          url={purchase.receiptUrl}
          fileName={receiptFileName(purchase.number)}
          className={button({ variant: 'secondary', size: 'small' })}
          label="Unduh PDF"
          accessibleLabel={`Unduh PDF kuitansi ${purchase.number}`}
        />
      </div>
    </article>
  );
}
