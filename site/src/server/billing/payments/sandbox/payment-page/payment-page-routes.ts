import { PAYMENT_METHOD_IDS } from '@bimbel/domain/payments/payment-methods';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { MIDTRANS_SANDBOX_PATH } from '../../../../config/midtrans-config.ts';
import type { MidtransSandboxTransaction, SandboxTransactionStatus } from '../../../../db/schema.ts';
import type { BackendDeps, BackendEnv } from '../../../../http/backend-context.ts';
import { sandboxStatusCode } from '../sandbox-answer-body.ts';
import type { SandboxSettings } from '../sandbox-settings.ts';
import { findSandboxTransactionByToken } from '../sandbox-store.ts';
import { chargeWithJobs } from '../sandbox-transitions.ts';
import { OUTCOME_EFFECTS, readPaymentChoice, type FormFields } from './payment-choice.ts';
import { messagePage, paymentPage, wibTime, type PaymentPageView } from './payment-page-view.ts';

/*
 * The hosted payment page at Snap's redirect_url shape (/snap/v4/redirection/{token}): GET shows
 * it, POST takes the tester's choice, charges the transaction (with its notification jobs) and
 * sends the browser to the finish URL with Midtrans's query — order_id, status_code,
 * transaction_status — which the shop must never trust (it asks the status API or waits for the
 * signed notification).
 */

export const PAYMENT_PAGE_PATH = `${MIDTRANS_SANDBOX_PATH}/snap/v4/redirection/:token`;

const StoredRequestSchema = z.object({
  items: z.array(z.object({ name: z.string(), price: z.number(), quantity: z.number() })),
  enabledPayments: z.array(z.enum(PAYMENT_METHOD_IDS)).min(1),
  finishUrl: z.string().nullable(),
});

const STATUS_WORDS: Record<SandboxTransactionStatus, string> = {
  pending: 'menunggu pembayaran (pending)',
  settlement: 'berhasil dibayar (settlement)',
  deny: 'ditolak (deny)',
  cancel: 'dibatalkan (cancel)',
  expire: 'kedaluwarsa (expire)',
  refund: 'dana dikembalikan (refund)',
  partial_refund: 'dana dikembalikan sebagian (partial_refund)',
  chargeback: 'dibatalkan oleh bank (chargeback)',
  partial_chargeback: 'dibatalkan sebagian oleh bank (partial_chargeback)',
};

/** The finish URL with Midtrans's query, or null without one. */
export function finishRedirect(row: MidtransSandboxTransaction, finishUrl: string | null): string | null {
  if (!finishUrl || !row.transaction_status) return null;
  const url = new URL(finishUrl);
  url.searchParams.set('order_id', row.order_id);
  url.searchParams.set('status_code', sandboxStatusCode(row.transaction_status, 'status'));
  url.searchParams.set('transaction_status', row.transaction_status);
  return url.toString();
}

/** A form POST from another site is refused (the page takes no JSON, so the API guard is not it). */
function isForeignOrigin(c: Context<BackendEnv>, publicOrigin: string): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return c.req.header('sec-fetch-site') === 'cross-site';
  return origin !== publicOrigin && origin !== new URL(c.req.url).origin;
}

async function readForm(c: Context<BackendEnv>): Promise<FormFields> {
  try {
    const body = await c.req.parseBody();
    return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export function paymentPageRoutes(app: Hono<BackendEnv>, deps: BackendDeps, settings: SandboxSettings): void {
  /** The page for `token` unless it cannot be paid: unknown (404), paid with already (409 on POST), lapsed (410). */
  const load = async (c: Context<BackendEnv>, method: 'GET' | 'POST') => {
    const row = await findSandboxTransactionByToken((await deps.database()).db, c.req.param('token') ?? '');
    const stored = row ? StoredRequestSchema.safeParse(row.request) : undefined;
    if (!row || !stored?.success) {
      const body = messagePage('Halaman pembayaran tidak ditemukan', 'Tautan pembayaran ini tidak dikenal. Kembali ke toko dan mulai pembayaran lagi.');
      return { page: c.html(body, 404) };
    }
    if (row.transaction_status) {
      const back = finishRedirect(row, stored.data.finishUrl);
      const body = messagePage(
        'Pembayaran sudah diproses',
        `Status transaksi ${row.order_id}: ${STATUS_WORDS[row.transaction_status]}.`,
        back ? { href: back, label: 'Kembali ke toko' } : undefined,
      );
      return { page: c.html(body, method === 'GET' ? 200 : 409) };
    }
    if (deps.now().getTime() >= row.expires_at.getTime()) {
      const body = messagePage('Halaman pembayaran kedaluwarsa', `Batas waktu pembayaran ${wibTime(row.expires_at)} sudah lewat. Kembali ke toko dan coba bayar lagi.`);
      return { page: c.html(body, 410) };
    }
    const view: PaymentPageView = {
      action: `${MIDTRANS_SANDBOX_PATH}/snap/v4/redirection/${row.token}`,
      orderId: row.order_id,
      amount: row.gross_amount,
      items: stored.data.items,
      methods: stored.data.enabledPayments,
      expiresAt: row.expires_at,
    };
    return { row, view, finishUrl: stored.data.finishUrl };
  };

  app.get(PAYMENT_PAGE_PATH, async (c) => {
    const loaded = await load(c, 'GET');
    return 'page' in loaded ? loaded.page : c.html(paymentPage(loaded.view));
  });

  app.post(PAYMENT_PAGE_PATH, async (c) => {
    if (isForeignOrigin(c, deps.config().publicOrigin)) {
      return c.html(messagePage('Permintaan ditolak', 'Pilihan pembayaran hanya bisa dikirim dari halaman ini.'), 403);
    }
    const loaded = await load(c, 'POST');
    if ('page' in loaded) return loaded.page;
    const form = await readForm(c);
    const result = readPaymentChoice(form, loaded.view.methods);
    if (!result.ok) return c.html(paymentPage({ ...loaded.view, values: form, errors: result.errors }), 400);
    const { choice } = result;
    const now = deps.now();
    const effect = OUTCOME_EFFECTS[choice.outcome];
    const charged = await chargeWithJobs(
      (await deps.database()).db,
      {
        token: loaded.row.token,
        paymentMethod: choice.method,
        status: effect.status,
        notifyOptions: choice.notify,
        notified: effect.notified,
        settleAt: choice.outcome === 'pending_then_paid' ? new Date(now.getTime() + choice.paidAfterSeconds * 1000) : undefined,
      },
      { serverKey: settings.serverKey.reveal(), now },
    );
    // Paid with (or lapsed) between the page load and now: show what happened instead.
    if (!charged) return (await load(c, 'POST')).page ?? c.html(messagePage('Pembayaran sudah diproses', 'Coba muat ulang halaman.'), 409);
    const target = finishRedirect(charged, loaded.finishUrl);
    if (target) return c.redirect(target, 303);
    return c.html(messagePage('Hasil pembayaran terkirim', `Status transaksi ${charged.order_id}: ${STATUS_WORDS[effect.status]}.`));
  });
}
