import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { paymentMethodLabel, type PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import { html } from 'hono/html';
import {
  DEFAULT_PAID_AFTER_SECONDS,
  OUTCOME_LABELS,
  SANDBOX_OUTCOMES,
  type ChoiceError,
  type ChoiceField,
  type FormFields,
} from './payment-choice.ts';
import { paymentMethodDetails } from './payment-method-panel.ts';
import { sandboxPage } from './payment-page-layout.ts';

/*
 * The hosted payment page of a Snap token (GET /midtrans-sandbox/snap/v4/redirection/{token}): the
 * amount and items, the method with its details, and a form where the tester picks the outcome
 * and the notification switches. Shown again with the errors beside their fields when a choice
 * is refused.
 */

export type PaymentPageView = {
  action: string;
  orderId: string;
  amount: number;
  items: readonly { name: string; price: number; quantity: number }[];
  methods: readonly PaymentMethod[];
  expiresAt: Date;
  values?: FormFields;
  errors?: readonly ChoiceError[];
};

/** '27 November 2026, 19.30 WIB'. */
export function wibTime(date: Date): string {
  return `${inZone(date).format('D MMMM YYYY, HH.mm')} WIB`;
}

function errorOf(view: PaymentPageView, field: ChoiceField) {
  const error = view.errors?.find((candidate) => candidate.field === field);
  return error ? html`<span class="error" id="error-${field}">${error.message}</span>` : '';
}

/** A radio group's link to its error, read out when the group is entered. */
function groupErrorOf(view: PaymentPageView, field: ChoiceField) {
  return view.errors?.some((error) => error.field === field) ? html` aria-describedby="error-${field}"` : '';
}

function numberField(view: PaymentPageView, field: ChoiceField, label: string, hint: string, fallback: number, max: number) {
  const invalid = view.errors?.some((error) => error.field === field) ?? false;
  const describedBy = invalid ? `hint-${field} error-${field}` : `hint-${field}`;
  const value = view.values?.[field] ?? String(fallback);
  return html`<div class="field">
<label for="field-${field}">${label}</label>
<span class="hint" id="hint-${field}">${hint}</span>
${errorOf(view, field)}
<input type="number" id="field-${field}" name="${field}" inputmode="numeric" min="0" max="${max}" value="${value}" aria-describedby="${describedBy}"${invalid ? html` aria-invalid="true"` : ''}>
</div>`;
}

function option(name: string, value: string, checked: boolean, label: unknown, extra: unknown = '') {
  const id = `field-${name}-${value}`;
  return html`<div class="option">
<input type="radio" id="${id}" name="${name}" value="${value}"${checked ? ' checked' : ''}>
<label for="${id}">${label}${extra}</label>
</div>`;
}

function checkbox(name: string, checked: boolean, label: string, hint: string) {
  return html`<div class="option">
<input type="checkbox" id="field-${name}" name="${name}" value="1"${checked ? ' checked' : ''}>
<label for="field-${name}">${label}<span class="hint">${hint}</span></label>
</div>`;
}

function errorSummary(errors: readonly ChoiceError[] | undefined) {
  if (!errors?.length) return '';
  return html`<section class="errors" role="alert" aria-labelledby="errors-title">
<h2 id="errors-title">Periksa lagi pilihanmu</h2>
<ul>${errors.map((error) => html`<li><a href="#error-${error.field}">${error.message}</a></li>`)}</ul>
</section>`;
}

export function paymentPage(view: PaymentPageView) {
  const chosenMethod = view.values?.method ?? (view.methods.length === 1 ? view.methods[0] : undefined);
  const chosenOutcome = view.values?.outcome;
  return sandboxPage(
    'Selesaikan pembayaran',
    html`<h1>Selesaikan pembayaran</h1>
<p class="muted">Pesanan ${view.orderId}. Bayar sebelum ${wibTime(view.expiresAt)}.</p>
${errorSummary(view.errors)}
<section aria-labelledby="total-title">
<h2 id="total-title">Total tagihan</h2>
<p class="total">${formatRupiah(view.amount)}</p>
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Jumlah</th><th scope="col" class="num">Harga</th></tr></thead>
<tbody>${view.items.map(
      (item) => html`<tr><td>${item.name}</td><td class="num">${item.quantity}</td><td class="num">${formatRupiah(item.price * item.quantity)}</td></tr>`,
    )}</tbody>
</table>
</section>
<form method="post" action="${view.action}" novalidate>
<fieldset${groupErrorOf(view, 'method')}>
<legend>Metode pembayaran</legend>
${errorOf(view, 'method')}
${view.methods.map((id) =>
  option('method', id, id === chosenMethod, paymentMethodLabel(id), paymentMethodDetails(id, view.orderId, view.amount)),
)}
</fieldset>
<fieldset${groupErrorOf(view, 'outcome')}>
<legend>Hasil pembayaran (pilihan penguji)</legend>
${errorOf(view, 'outcome')}
${SANDBOX_OUTCOMES.map((id) =>
  option('outcome', id, id === chosenOutcome, OUTCOME_LABELS[id].label, html`<span class="hint">${OUTCOME_LABELS[id].hint}</span>`),
)}
${numberField(view, 'paid_after_seconds', 'Jeda sebelum berhasil (detik)', 'Untuk "Menunggu dulu, lalu berhasil", 1 sampai 600.', DEFAULT_PAID_AFTER_SECONDS, 600)}
</fieldset>
<fieldset>
<legend>Notifikasi ke server toko (pilihan penguji)</legend>
${numberField(view, 'copies', 'Kirim setiap notifikasi sebanyak', 'Lebih dari 1 = notifikasi ganda, 1 sampai 5.', 1, 5)}
${numberField(view, 'notify_delay_seconds', 'Tunda notifikasi (detik)', 'Notifikasi dikirim setelah jeda ini, 0 sampai 600.', 0, 600)}
${checkbox('out_of_order', view.values?.out_of_order === '1', 'Kirim "pending" basi setelah status akhir', 'Notifikasi datang tidak berurutan.')}
${checkbox('drop', view.values?.drop === '1', 'Jangan kirim notifikasi sama sekali', 'Notifikasi hilang: toko harus menanyakan API status.')}
</fieldset>
<button type="submit">Kirim hasil pembayaran</button>
</form>`,
  );
}

/** A page with one message (already processed, lapsed, unknown) and maybe a way back. */
export function messagePage(title: string, message: string, back?: { href: string; label: string }) {
  return sandboxPage(
    title,
    html`<h1>${title}</h1>
<section><p>${message}</p>${back ? html`<p><a class="button" href="${back.href}">${back.label}</a></p>` : ''}</section>`,
  );
}
