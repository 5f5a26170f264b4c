import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { receiptPath, STUDENT_HOME_PATH } from '@bimbel/domain/routes/subscription-paths';
import { formatDateTimeInZone } from '@bimbel/domain/time/format-date-time-in-zone';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';
import { linkButton } from '#site/features/shared/page.styles.ts';
import { panelClass } from '#site/features/shared/panel.styles.ts';
import { OrderSummary } from './order-summary.tsx';
import {
  actionsClass,
  leadClass,
  mutedClass,
  panelTitleClass,
  paymentMainClass,
  paymentTitleClass,
  pillClass,
  textLinkClass,
} from './payment-styles.ts';
import { ReceiptDownloadButton } from './receipt-download-button.tsx';
import { receiptFileName } from './receipt-file-name.ts';

/** The public timetable of every class (issue 14): what the new subscription opens. */
const SCHEDULE_PATH = '/jadwal';

const untilListClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const untilItemClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  p: '3',
  bg: 'brand.50',
  borderRadius: 'lg',
});

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/** 'Raka', 'Raka dan Nadia', 'Raka, Nadia dan Bima'. */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}`;
}

/**
 * /payment/success (docs/product §2; decision 082): what was bought, for whom and until when — each
 * child's new end date in the viewer's zone — and the next steps: the classes on /bimbel/user, the
 * timetable, the receipt. Server-rendered; only the receipt button is a client leaf.
 */
export function PaymentSuccessView({
  order,
  timeZone,
  zoneSync,
}: {
  order: OrderBody;
  timeZone: string;
  zoneSync?: ReactNode;
}) {
  const names = joinNames(order.lines.map((line) => firstName(line.studentName)));
  return (
    <main className={paymentMainClass}>
      {zoneSync}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
        <span className={pillClass.done}>Lunas</span>
        <h1 className={paymentTitleClass}>Pembayaran berhasil!</h1>
        <p className={leadClass}>
          {`Terima kasih! ${order.packageName} (${order.tenureMonths} bulan) sudah aktif untuk ${names}. Semua kelas live di paket ini sekarang bisa diikuti.`}
        </p>
      </div>

      <section aria-labelledby="aktif-sampai" className={panelClass}>
        <h2 id="aktif-sampai" className={panelTitleClass}>
          Aktif sampai
        </h2>
        <ul className={untilListClass}>
          {order.lines.map((line) => (
            <li key={line.studentId} className={untilItemClass}>
              <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{line.studentName}</span>
              <span className={mutedClass}>{line.gradeLabel}</span>
              <span>
                {line.endsAt
                  ? `Paket aktif sampai ${formatDateTimeInZone(new Date(line.endsAt), timeZone)}`
                  : 'Paket sedang diaktifkan.'}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="langkah-berikutnya" className={panelClass}>
        <h2 id="langkah-berikutnya" className={panelTitleClass}>
          Langkah berikutnya
        </h2>
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyle: 'decimal' })}>
          <li>Buka beranda belajar untuk melihat kelas live minggu ini dan tombol masuk kelasnya.</li>
          <li>
            {'Cek '}
            <a href={SCHEDULE_PATH} className={textLinkClass}>
              jadwal kelas
            </a>
            {' lengkap dan atur pengingat lewat WhatsApp.'}
          </li>
          <li>Simpan kuitansi pembayaranmu.</li>
        </ol>
        <div className={actionsClass}>
          <a href={STUDENT_HOME_PATH} className={linkButton()}>
            Buka beranda belajar
          </a>
          <ReceiptDownloadButton
            url={order.receiptUrl}
            fileName={receiptFileName(order.number)}
            className={button({ variant: 'secondary' })}
          />
          <a href={receiptPath(order.id)} className={textLinkClass}>
            Lihat kuitansi
          </a>
        </div>
      </section>

      <OrderSummary order={order} timeZone={timeZone} title="Rincian pembelian" />
    </main>
  );
}
