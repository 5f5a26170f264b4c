import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { describeRefund } from '@bimbel/domain/orders/refund-wording';
import { MANAGE_SUBSCRIPTION_PATH, PURCHASES_PATH } from '@bimbel/domain/routes/subscription-paths';
import { formatDateTimeInZone } from '@bimbel/domain/time/format-date-time-in-zone';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';
import { panelClass } from '#site/features/shared/panel.styles.ts';
import { OrderSummary } from './order-summary.tsx';
import {
  actionsClass,
  factsClass,
  leadClass,
  panelTitleClass,
  paymentMainClass,
  paymentTitleClass,
  pillClass,
  textLinkClass,
} from './payment-styles.ts';
import { ReceiptDownloadButton } from './receipt-download-button.tsx';
import { receiptFileName } from './receipt-file-name.ts';

/**
 * A paid order's receipt page (decision 082): the receipt number, when and how it was paid, each
 * student's period and price, the total with its tax statement, and the PDF file (ORDER_RECEIPT)
 * through the download helper. Server-rendered but for the download button.
 */
export function ReceiptView({ order, timeZone, zoneSync }: { order: OrderBody; timeZone: string; zoneSync?: ReactNode }) {
  return (
    <main className={paymentMainClass}>
      {zoneSync}
      <nav aria-label="Lokasi halaman">
        <a href={PURCHASES_PATH} className={textLinkClass}>
          ← Riwayat pembelian
        </a>
      </nav>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
        <span className={pillClass.done}>{order.refund?.full ? 'Dikembalikan' : 'Lunas'}</span>
        <h1 className={paymentTitleClass}>{`Kuitansi ${order.number}`}</h1>
        <p className={leadClass}>{`${order.packageName}, ${order.tenureMonths} bulan — ${formatRupiah(order.total)}`}</p>
      </div>

      <section aria-labelledby="pembayaran" className={panelClass}>
        <h2 id="pembayaran" className={panelTitleClass}>
          Pembayaran
        </h2>
        <dl className={factsClass}>
          <dt>Dibayar</dt>
          <dd>{order.paidAt ? formatDateTimeInZone(new Date(order.paidAt), timeZone) : '—'}</dd>
          <dt>Metode</dt>
          <dd>{order.payment?.methodLabel ?? '—'}</dd>
          <dt>Jumlah</dt>
          <dd>{formatRupiah(order.total)}</dd>
          {order.refund ? (
            <>
              <dt>{order.refund.kind === 'chargeback' ? 'Dibatalkan oleh bank' : 'Dikembalikan'}</dt>
              <dd>{`− ${formatRupiah(order.refund.amount)}`}</dd>
              <dt>Dibayar bersih</dt>
              <dd>{formatRupiah(order.refund.netPaid)}</dd>
            </>
          ) : null}
        </dl>
        {order.refund ? <p>{describeRefund(order.refund)}</p> : null}
        <div className={actionsClass}>
          <ReceiptDownloadButton url={order.receiptUrl} fileName={receiptFileName(order.number)} className={button()} />
          <a href={MANAGE_SUBSCRIPTION_PATH} className={textLinkClass}>
            Kelola langganan
          </a>
        </div>
      </section>

      <OrderSummary order={order} timeZone={timeZone} title="Rincian" />
    </main>
  );
}
