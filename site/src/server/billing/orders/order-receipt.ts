import { describeRefund, periodWords } from '@bimbel/domain/orders/refund-wording';
import { paymentMethodLabel } from '@bimbel/domain/payments/payment-methods';
import { taxNote } from '@bimbel/domain/packages/price-tax';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema.ts';
import { toNationalNumber } from '../../users/session-data.ts';
import { findPaidAttempts } from './paid-attempt.ts';
import type { OrderView } from './order-queries.ts';
import { gradeLabelOf } from './price-order.ts';
import { refundSummaryOf } from './order-refund-summary.ts';
import type { ReceiptData } from './receipt-pdf.ts';

/** '27 November 2026 pukul 10.05 WIB' */
export function formatPaidAt(date: Date): string {
  return `${inZone(date).format('D MMMM YYYY [pukul] HH.mm')} WIB`;
}

/** '27 Nov 2026 – 27 Feb 2027': a subscription period in WIB dates. */
export function formatPeriod(
  startsAt: Date | null,
  endsAt: Date | null,
  refund?: { full: boolean; at: string } | null,
): string {
  if (!startsAt || !endsAt) return '-';
  return periodWords({ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), refund }, (date) =>
    inZone(date).format('D MMM YYYY'),
  );
}

/** What the receipt of a paid order says; undefined until it is paid. */
export async function loadReceiptData(db: Kysely<Tables>, view: OrderView): Promise<ReceiptData | undefined> {
  const { order, lines } = view;
  if (order.status !== 'paid' || !order.paid_at) return undefined;
  const buyer = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select([
      'users.full_name',
      'users.phone_e164',
      'users.country_code',
      'accounts.phone_e164 as account_phone',
    ])
    .where('users.id', '=', order.buyer_user_id)
    .executeTakeFirstOrThrow();
  const attempt = (await findPaidAttempts(db, [order.id])).get(order.id);
  const refund = refundSummaryOf(order, view.lastReversal);
  const phone = toNationalNumber(buyer.phone_e164 ?? buyer.account_phone, buyer.country_code);
  return {
    number: order.number,
    paidAt: formatPaidAt(order.paid_at),
    buyer: { name: buyer.full_name, phone: phone ? `${buyer.country_code} ${phone}` : '-' },
    packageName: order.package_name,
    tenureMonths: order.tenure_months,
    lines: lines.map((line) => ({
      studentName: line.student_name,
      gradeLabel: gradeLabelOf({ grade: line.student_grade }),
      period: formatPeriod(line.starts_at, line.ends_at, refund),
      price: line.price,
    })),
    total: order.total,
    taxAmount: order.tax_amount,
    taxIncluded: order.tax_mode === 'included',
    taxNote: taxNote(order.tax_mode),
    paymentMethod: paymentMethodLabel(attempt?.payment_method ?? ''),
    ...(refund ? { refund: { ...refund, sentence: describeRefund(refund) } } : {}),
  };
}

/** The receipt's file name: 'kuitansi-INV-20261127-7F3K2Q.pdf'. */
export function receiptFileName(orderNumber: string): string {
  return `kuitansi-${orderNumber.replaceAll('/', '-')}.pdf`;
}
