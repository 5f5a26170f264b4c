import { PAYMENT_METHOD_IDS, paymentMethodLabel, type PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import { beforeEach, expect, it } from 'vitest';
import { resetTables } from '../../../../db/testing/test-database.ts';
import { describeBackend, TEST_ORIGIN, type Harness } from '../../../../testing/backend-harness.ts';
import { sandboxBillKey, sandboxVaNumber } from '../sandbox-channels.ts';

/*
 * The hosted payment page of the sandbox (GET/POST /midtrans-sandbox/snap/v4/redirection/{token}):
 * what it shows for each method, the tester's outcome form, and where it sends the browser.
 */

const NOW = new Date('2026-11-27T03:00:00Z');
const FINISH = 'http://localhost:3000/payment/pending?order=7f3k2q';

function setup(h: () => Harness) {
  beforeEach(async () => {
    await resetTables(h().database);
    h().clock.now = NOW;
  });
  const authorization = () => {
    const { midtrans } = h().config;
    if (midtrans.mode !== 'sandbox') throw new Error('the test config must run the built-in sandbox');
    return `Basic ${Buffer.from(`${midtrans.serverKey.reveal()}:`).toString('base64')}`;
  };
  /** A Snap transaction made through the sandbox's API; answers its payment page's path. */
  const create = async (methods: readonly string[], overrides: { orderId?: string; itemName?: string; minutes?: number } = {}) => {
    const response = await h().request('POST', '/midtrans-sandbox/snap/v1/transactions', {
      headers: { authorization: authorization() },
      json: {
        transaction_details: { order_id: overrides.orderId ?? 'INV-20261127-7F3K2Q-1', gross_amount: 290_000 },
        item_details: [
          { id: 'a', name: overrides.itemName ?? 'Paket SMP Reguler 1 bulan – Raka', price: 145_000, quantity: 1 },
          { id: 'b', name: 'Paket SMP Reguler 1 bulan – Sekar', price: 145_000, quantity: 1 },
        ],
        enabled_payments: methods,
        callbacks: { finish: FINISH },
        expiry: { unit: 'minutes', duration: overrides.minutes ?? 60 },
      },
    });
    expect(response.status).toBe(201);
    const { redirect_url: redirectUrl } = (await response.json()) as { redirect_url: string };
    return new URL(redirectUrl).pathname;
  };
  const page = async (path: string) => {
    const response = await h().request('GET', path);
    return { status: response.status, html: await response.text(), type: response.headers.get('content-type') };
  };
  const submit = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    h().request('POST', path, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  return { create, page, submit };
}

const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

describeBackend('the sandbox’s hosted payment page', (h) => {
  const { create, page, submit } = setup(h);

  it('shows the demo banner, the amount, the items and the outcome form, in Indonesian', async () => {
    const path = await create(['bca_va']);
    expect(path).toMatch(/^\/midtrans-sandbox\/snap\/v4\/redirection\/[0-9a-f-]{36}$/);
    const { status, html, type } = await page(path);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('Mode demo: ini simulator pembayaran Midtrans. Tidak ada uang sungguhan yang berpindah.');
    expect(html).toContain('Rp 290.000');
    expect(html).toContain('Paket SMP Reguler 1 bulan – Raka');
    expect(html).toContain('Bayar sebelum 27 November 2026, 11.00 WIB.');
    for (const label of ['Berhasil dibayar sekarang', 'Menunggu dulu, lalu berhasil', 'Kedaluwarsa', 'Ditolak']) {
      expect(html).toContain(label);
    }
    for (const field of ['paid_after_seconds', 'copies', 'notify_delay_seconds', 'out_of_order', 'drop']) {
      expect(html).toContain(`<label for="field-${field}">`);
      expect(html).toContain(`id="field-${field}" name="${field}"`);
    }
    expect(html).not.toMatch(/<script/i);
  });

  it('shows each method as Snap would: VA numbers, the bill key, a QRIS code, the e-wallet, paylater terms', async () => {
    const expected: Record<PaymentMethod, string> = {
      bca_va: grouped(sandboxVaNumber('ORDER-bca_va', 'bca')),
      bni_va: grouped(sandboxVaNumber('ORDER-bni_va', 'bni')),
      bri_va: grouped(sandboxVaNumber('ORDER-bri_va', 'bri')),
      permata_va: grouped(sandboxVaNumber('ORDER-permata_va', 'permata')),
      echannel: grouped(sandboxBillKey('ORDER-echannel')),
      gopay: 'Kamu akan diarahkan ke aplikasi GoPay',
      ovo: 'Kamu akan diarahkan ke aplikasi OVO',
      dana: 'Kamu akan diarahkan ke aplikasi DANA',
      shopeepay: 'Kamu akan diarahkan ke aplikasi ShopeePay',
      other_qris: 'Kode QRIS simulasi untuk pesanan ORDER-other_qris (tidak bisa dipindai aplikasi sungguhan)',
      akulaku: 'Persetujuan dan limit kredit ditentukan oleh Akulaku.',
      kredivo: 'Bayar dalam 30 hari tanpa bunga, atau cicil 3, 6 atau 12 bulan.',
    };
    for (const method of PAYMENT_METHOD_IDS) {
      const { html } = await page(await create([method], { orderId: `ORDER-${method}` }));
      expect(html, method).toContain(paymentMethodLabel(method));
      expect(html, method).toContain(expected[method]);
    }
    const { html } = await page(await create(['other_qris'], { orderId: 'ORDER-qris-2' }));
    expect(html).toMatch(/<svg class="qr" role="img" aria-labelledby="qr-title"/);
  });

  it('sends the browser to the finish URL with Midtrans’s query once an outcome is chosen', async () => {
    const path = await create(['bca_va']);
    const response = await submit(path, { outcome: 'paid' }, { origin: TEST_ORIGIN });
    expect(response.status).toBe(303);
    const target = new URL(response.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:3000/payment/pending');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      order: '7f3k2q',
      order_id: 'INV-20261127-7F3K2Q-1',
      status_code: '200',
      transaction_status: 'settlement',
    });
    const pending = await submit(await create(['gopay'], { orderId: 'ORDER-2' }), { outcome: 'pending_then_paid' });
    expect(new URL(pending.headers.get('location') ?? '').searchParams.get('transaction_status')).toBe('pending');
  });

  it('lets the tester pick among several methods, and refuses a choice without one', async () => {
    const path = await create(['bca_va', 'gopay', 'cstore']);
    const { html } = await page(path);
    expect(html).toContain('id="field-method-bca_va"');
    expect(html).toContain('id="field-method-gopay"');
    expect(html).not.toContain('cstore');
    const refused = await submit(path, { outcome: 'paid' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Pilih metode pembayaran.');
    expect((await submit(path, { outcome: 'paid', method: 'gopay' })).status).toBe(303);
    const row = await h().database.db.selectFrom('midtrans_sandbox_transactions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_method: 'gopay', transaction_status: 'settlement' });
  });

  it('shows every wrong field again with its message and keeps what was typed', async () => {
    const path = await create(['bca_va']);
    const response = await submit(path, { copies: '9', notify_delay_seconds: 'abc', paid_after_seconds: '0', drop: '1' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    for (const message of [
      'Pilih hasil pembayaran.',
      'Isi jeda 1 sampai 600 detik.',
      'Isi jumlah kiriman 1 sampai 5.',
      'Isi tunda 0 sampai 600 detik.',
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain('id="field-copies" name="copies" inputmode="numeric" min="0" max="5" value="9" aria-describedby="hint-copies error-copies" aria-invalid="true"');
    expect(html).toMatch(/id="field-drop" name="drop" value="1" checked/);
    const row = await h().database.db.selectFrom('midtrans_sandbox_transactions').selectAll().executeTakeFirstOrThrow();
    expect(row.transaction_status).toBeNull();
  });

  it('takes one outcome only: afterwards it shows the status and the way back, and refuses another (409)', async () => {
    const path = await create(['bca_va']);
    await submit(path, { outcome: 'denied' });
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain('Status transaksi INV-20261127-7F3K2Q-1: ditolak (deny).');
    expect(html).toContain('href="http://localhost:3000/payment/pending?order=7f3k2q&amp;order_id=INV-20261127-7F3K2Q-1&amp;status_code=202&amp;transaction_status=deny"');
    expect((await submit(path, { outcome: 'paid' })).status).toBe(409);
  });

  it('is gone once its time is up (410), unknown for a wrong token (404), and refuses a post from another site (403)', async () => {
    const path = await create(['bca_va'], { minutes: 15 });
    const foreign = await submit(path, { outcome: 'paid' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    h().clock.advance(15 * 60_000);
    expect((await page(path)).status).toBe(410);
    expect((await submit(path, { outcome: 'paid' })).status).toBe(410);
    expect((await page('/midtrans-sandbox/snap/v4/redirection/8d0c4a8e-1111-4222-8333-944455556666')).status).toBe(404);
    expect((await page('/midtrans-sandbox/snap/v4/redirection/not-a-token')).status).toBe(404);
    const row = await h().database.db.selectFrom('midtrans_sandbox_transactions').selectAll().executeTakeFirstOrThrow();
    expect(row.transaction_status).toBeNull();
  });

  it('writes item names as text, never as markup', async () => {
    const { html } = await page(await create(['bca_va'], { itemName: '<script>alert(1)</script>' }));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
});
