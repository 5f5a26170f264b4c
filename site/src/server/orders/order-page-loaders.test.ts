import { beforeAll, expect, it } from 'vitest';
import { seedPackagesDemo } from '../packages/seed-packages-demo.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { applyPaymentStatus } from './apply-payment-status.ts';
import { loadOrderPage, loadPurchasesPage } from './order-page-loaders.ts';
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
});
