import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { paymentMethodLabel, type PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import { html } from 'hono/html';
import { MANDIRI_BILLER_CODE, SANDBOX_CHANNELS, sandboxBillKey, sandboxVaNumber } from '../sandbox-channels.ts';
import { pseudoQr } from './pseudo-qr.ts';

/*
 * What the payment page shows for a method, as Snap would: the virtual account number to transfer
 * to, Mandiri's biller code and bill key, the QRIS code, the e-wallet app to approve in, or the
 * paylater provider with its terms. Numbers and terms are made up for the simulator.
 */

/** Paylater terms shown before paying (the simulator's summary, not the provider's contract). */
const PAYLATER_TERMS: Partial<Record<PaymentMethod, readonly string[]>> = {
  akulaku: [
    'Pilih tenor cicilan 1, 2, 3, 6, 9 atau 12 bulan di aplikasi Akulaku.',
    'Persetujuan dan limit kredit ditentukan oleh Akulaku.',
    'Bunga, biaya layanan dan denda keterlambatan mengikuti ketentuan Akulaku.',
    'Langganan aktif setelah Akulaku menyetujui pembayaran.',
  ],
  kredivo: [
    'Bayar dalam 30 hari tanpa bunga, atau cicil 3, 6 atau 12 bulan.',
    'Persetujuan dan limit kredit ditentukan oleh Kredivo.',
    'Bunga, biaya layanan dan denda keterlambatan mengikuti ketentuan Kredivo.',
    'Langganan aktif setelah Kredivo menyetujui pembayaran.',
  ],
};

/** '3912 3456 7890 123': digits in groups of four, read aloud one group at a time. */
function grouped(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The details block of `method` for order `orderId` of `amount` rupiah. */
export function paymentMethodDetails(method: PaymentMethod, orderId: string, amount: number) {
  const channel = SANDBOX_CHANNELS[method];
  const label = paymentMethodLabel(method);
  const total = formatRupiah(amount);
  if (channel.bank) {
    return html`<div class="details">
<p>Nomor ${label}:</p>
<p class="code">${grouped(sandboxVaNumber(orderId, channel.bank))}</p>
<p class="muted">Transfer tepat ${total} ke nomor ini lewat ATM, m-banking atau internet banking.</p>
</div>`;
  }
  if (channel.kind === 'bill_payment') {
    return html`<div class="details">
<p>Kode perusahaan (biller code): <span class="code">${MANDIRI_BILLER_CODE}</span></p>
<p>Kode bayar (bill key): <span class="code">${grouped(sandboxBillKey(orderId))}</span></p>
<p class="muted">Bayar ${total} lewat Livin' by Mandiri atau ATM Mandiri, menu Bayar → Multipayment.</p>
</div>`;
  }
  if (channel.kind === 'qris') {
    return html`<div class="details">
${pseudoQr(orderId)}
<p class="muted">Pindai dengan aplikasi bank atau e-wallet yang mendukung QRIS, lalu bayar ${total}.</p>
</div>`;
  }
  if (channel.kind === 'ewallet') {
    return html`<div class="details">
<p class="muted">Kamu akan diarahkan ke aplikasi ${label} untuk menyetujui pembayaran ${total}.</p>
</div>`;
  }
  return html`<div class="details">
<p>Bayar nanti dengan ${label}, total ${total}. Ketentuan singkat:</p>
<ul>${(PAYLATER_TERMS[method] ?? []).map((term) => html`<li>${term}</li>`)}</ul>
</div>`;
}
