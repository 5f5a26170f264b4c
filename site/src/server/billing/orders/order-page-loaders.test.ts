import { beforeAll, describe, expect, it } from 'vitest';
import { seedPackagesDemo } from '../catalogue/seed-packages-demo.ts';
import { describeBackend } from '../../testing/backend-harness.ts';
import { applyPaymentStatus } from './apply-payment-status.ts';
import { currentPaymentStatus } from '@bimbel/domain/orders/current-payment-status';
import { describePaymentFailure } from '@bimbel/domain/orders/payment-failure';
import { paymentResultPage } from '@bimbel/domain/routes/payment-result-path';
import { loadOrderPage, loadPurchasesPage } from './order-page-loaders.ts';
import { RECHECK_TIMEOUT_MS } from './reconcile-payments.ts';
import { createFamily, SMP_8, tokenOf } from './testing/order-fixtures.ts';
import { placeOrder, reportOf } from './testing/place-order.ts';

describeBackend('the order pages’ loaders', (h) => {
  let phone = 6281800000000;
  beforeAll(() => seedPackagesDemo(h().database.db));
  const db = () => h().database.db;
  const authOf = (user: { id: string; account_id: string }) => ({
    userId: user.id,
    accountId: user.account_id,
  });

  it('reads an order of the family as the detail call does, and not-found for anything else', async () => {
    const family = await createFamily(db(), `+${++phone}`, [{ name: 'Raka', ...SMP_8 }]);
    const other = await createFamily(db(), `+${++phone}`, [{ name: 'Bima', ...SMP_8 }]);
    const order = await placeOrder(h(), await tokenOf(h(), family.parent!), {
      studentIds: [family.students[0]!.id],
    });
    const now = h().clock.now;
    expect(await loadOrderPage(db(), authOf(family.students[0]!), order.id, now)).toEqual({
      kind: 'order',
      order,
    });
    expect(await loadOrderPage(db(), authOf(other.parent!), order.id, now)).toEqual({ kind: 'not-found' });
    expect(await loadOrderPage(db(), authOf(family.parent!), 'INV-20261122-X-1', now)).toEqual({
      kind: 'not-found',
    });
    expect(await loadOrderPage(db(), authOf(family.parent!), null, now)).toEqual({ kind: 'not-found' });
    expect(
      await loadOrderPage(
        db(),
        { userId: other.parent!.id, accountId: family.parent!.account_id },
        order.id,
        now,
      ),
    ).toEqual({ kind: 'gone' });
  });

  it('lists the family’s purchases once paid, newest first', async () => {
    const family = await createFamily(db(), `+${++phone}`, [{ name: 'Raka', ...SMP_8 }]);
    const token = await tokenOf(h(), family.parent!);
    const first = await placeOrder(h(), token, { studentIds: [family.students[0]!.id] });
    expect(await loadPurchasesPage(db(), authOf(family.parent!))).toEqual([]);
    await applyPaymentStatus(db(), reportOf(first, 'settlement'), h().clock.now);
    const purchases = await loadPurchasesPage(db(), authOf(family.students[0]!));
    expect(purchases).toMatchObject([
      {
        orderId: first.id,
        number: first.number,
        paymentMethodLabel: 'BCA Virtual Account',
        students: [{ name: 'Raka' }],
      },
    ]);
    expect(
      await loadPurchasesPage(db(), {
        userId: family.parent!.id,
        accountId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toBeNull();
  });
  describe('with the gateway (the payment pages, before they render)', () => {
    const placeFor = async (paymentMethod = 'bca_va') => {
      const family = await createFamily(db(), `+${++phone}`, [{ name: 'Raka', ...SMP_8 }]);
      const order = await placeOrder(h(), await tokenOf(h(), family.parent!), {
        studentIds: [family.students[0]!.id],
        paymentMethod,
      });
      return { auth: authOf(family.parent!), order, gatewayOrderId: order.payment!.gatewayOrderId };
    };

    it('shows a payment the gateway denied at once: the order belongs on the failed page, not pending', async () => {
      const { auth, order, gatewayOrderId } = await placeFor();
      h().paymentGateway.setStatus(gatewayOrderId, 'deny', order.total, '202');
      // Read without asking the gateway, the order still waits (no notification came yet).
      const stored = await loadOrderPage(db(), auth, order.id, h().clock.now);
      expect(stored.kind === 'order' && paymentResultPage(currentPaymentStatus(stored.order))).toBe('pending');

      const data = await loadOrderPage(db(), auth, order.id, h().clock.now, { gateway: h().paymentGateway });
      expect(data.kind).toBe('order');
      if (data.kind !== 'order') return;
      expect(data.order.payment?.status).toBe('failed');
      expect(paymentResultPage(currentPaymentStatus(data.order))).toBe('failed');
      expect(describePaymentFailure(currentPaymentStatus(data.order), data.order.failureReason)?.title).toBe(
        'Pembayaran ditolak',
      );
      expect(h().paymentGateway.statusCalls).toContain(gatewayOrderId);
    });

    it('shows the virtual account number of a pending transfer from the status answer', async () => {
      const { auth, order, gatewayOrderId } = await placeFor('bni_va');
      h().paymentGateway.setStatus(gatewayOrderId, 'pending', order.total, '201', {
        paymentType: 'bank_transfer',
        vaNumber: '9881234567890123',
      });
      const data = await loadOrderPage(db(), auth, order.id, h().clock.now, { gateway: h().paymentGateway });
      expect(data.kind === 'order' && data.order.payment).toMatchObject({
        status: 'pending',
        vaNumber: '9881234567890123',
        qrCodeUrl: null,
      });
    });

    it('gives the QR picture of a pending QRIS payment', async () => {
      const { auth, order, gatewayOrderId } = await placeFor('other_qris');
      h().paymentGateway.setStatus(gatewayOrderId, 'pending', order.total, '201', { paymentType: 'qris' });
      const data = await loadOrderPage(db(), auth, order.id, h().clock.now, { gateway: h().paymentGateway });
      expect(data.kind === 'order' && data.order.payment).toMatchObject({
        status: 'pending',
        vaNumber: null,
        qrCodeUrl: `https://pay.example.test/v2/qris/memory-${gatewayOrderId}/qr-code`,
      });
    });

    it('asks nothing about an order already ended, and renders what is stored when the gateway fails', async () => {
      const ended = await placeFor();
      await applyPaymentStatus(db(), reportOf(ended.order, 'expire'), h().clock.now);
      const before = h().paymentGateway.statusCalls.length;
      await loadOrderPage(db(), ended.auth, ended.order.id, h().clock.now, { gateway: h().paymentGateway });
      expect(h().paymentGateway.statusCalls.length).toBe(before);

      const open = await placeFor();
      h().paymentGateway.failing = 'all';
      try {
        const data = await loadOrderPage(db(), open.auth, open.order.id, h().clock.now, {
          gateway: h().paymentGateway,
        });
        expect(data.kind === 'order' && data.order.payment?.status).toBe('created');
      } finally {
        h().paymentGateway.failing = 0;
      }
    });

    it('does not wait for a gateway that does not answer', async () => {
      const { auth, order } = await placeFor();
      const gateway = h().paymentGateway;
      const silent = Object.create(gateway) as typeof gateway;
      silent.getStatus = () => new Promise(() => {});
      const started = performance.now();
      const data = await loadOrderPage(db(), auth, order.id, h().clock.now, { gateway: silent });
      expect(performance.now() - started).toBeLessThan(RECHECK_TIMEOUT_MS + 2_000);
      expect(data.kind === 'order' && data.order.payment?.status).toBe('created');
    }, 15_000);
  });
});
