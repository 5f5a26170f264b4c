import { beforeAll, expect, it } from 'vitest';
import { seedPackagesDemo } from '../../catalogue/seed-packages-demo.ts';
import { createFamily, SMP_8, tokenOf } from '../testing/order-fixtures.ts';
import { placeOrder } from '../testing/place-order.ts';
import { describeBackend } from '../../../testing/backend-harness.ts';
import { checkoutResultFields } from './checkout-result-fields.ts';

describeBackend('the payment pages’ checkout event fields', (h) => {
  let phone = 6281800008200;
  beforeAll(() => seedPackagesDemo(h().database.db));

  it('carries the program, tenure, stage, buyer type and the grades bought for — no name or number', async () => {
    const family = await createFamily(h().database.db, `+${++phone}`, [
      { name: 'Raka', ...SMP_8 },
      { name: 'Sekar', ...SMP_8 },
    ]);
    const order = await placeOrder(h(), await tokenOf(h(), family.parent!), {
      studentIds: family.students.map((student) => student.id),
      tenureMonths: 6,
    });
    const fields = await checkoutResultFields(
      h().database.db,
      { accountId: family.parent!.account_id },
      order,
      'payment-success',
      '/payment/success',
    );
    expect(fields).toEqual({
      packageType: 'SMP',
      packageId: 'smp-reguler',
      tenureValue: 6,
      stage: 'payment-success',
      userType: 'parent',
      studentClass: '8',
      location: '/payment/success',
    });
    expect(JSON.stringify(fields)).not.toMatch(/Raka|Sekar|\+62/);
  });

  it('names a student who buys for themself a student', async () => {
    const family = await createFamily(h().database.db, `+${++phone}`, [{ name: 'Bima', ...SMP_8 }], { parent: false });
    const order = await placeOrder(h(), await tokenOf(h(), family.students[0]!), {
      studentIds: [family.students[0]!.id],
    });
    const fields = await checkoutResultFields(
      h().database.db,
      { accountId: family.students[0]!.account_id },
      order,
      'payment-pending',
      '/payment/pending',
    );
    expect(fields).toMatchObject({ userType: 'student', studentClass: '8', stage: 'payment-pending' });
  });
});
