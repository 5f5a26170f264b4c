import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { toPageName } from '@bimbel/domain/routes/page-name';
import type { Kysely } from 'kysely';
import type { CheckoutEventFields } from '#site/lib/telemetry/analytics-events.ts';
import type { Tables } from '../../../db/schema.ts';

/**
 * docs/product §3's checkout fields for an order on a payment page (decision 082), as the checkout's
 * own events carry them (decision 081): the package's program, the tenure, the stage, who buys —
 * 'parent' for an account with a parent — and the grades bought for; no name, no number. Read on
 * the server, so the page's client JS gets a finished object.
 *
 * @example
 * await checkoutResultFields(db, { accountId }, order, 'payment-success', '/payment/success');
 * // { packageType: 'SMP', packageId: 'smp-reguler', tenureValue: 3, stage: 'payment-success', userType: 'parent', studentClass: '8', location: '/payment/success' }
 */
export async function checkoutResultFields(
  db: Kysely<Tables>,
  auth: { accountId: string },
  order: OrderBody,
  stage: string,
  pathname: string,
): Promise<CheckoutEventFields> {
  const studentIds = order.lines.map((line) => line.studentId);
  const [pkg, parent, students] = await Promise.all([
    db.selectFrom('packages').select('program').where('id', '=', order.packageId).executeTakeFirst(),
    db
      .selectFrom('users')
      .select('id')
      .where('account_id', '=', auth.accountId)
      .where('role', '=', 'parent')
      .executeTakeFirst(),
    studentIds.length > 0
      ? db.selectFrom('users').select('grade').where('id', 'in', studentIds).execute()
      : Promise.resolve([]),
  ]);
  const grades = students
    .map((student) => (student.grade ? parseGradeValue(student.grade)?.grade : undefined))
    .filter((grade): grade is number => grade !== undefined);
  return {
    packageType: pkg?.program ?? '',
    packageId: order.packageId,
    tenureValue: order.tenureMonths,
    stage,
    userType: parent ? 'parent' : 'student',
    studentClass: [...new Set(grades)].sort((a, b) => a - b).join(','),
    location: toPageName(pathname),
  };
}
