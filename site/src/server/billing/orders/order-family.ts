import type { Kysely } from 'kysely';
import type { Tables, User } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { API_MESSAGES } from '../../http/messages.ts';
import { loadAccountUsers } from '../../users/session-data.ts';
import { accountHolder } from './family-authority.ts';
import { ORDER_MESSAGES } from './order-messages.ts';

/**
 * Who is buying: the token's user, the account holder who buys (the parent when the account has
 * one: family-authority.ts), the account's phone, and the family's students.
 */
export type OrderBuyer = { caller: User; holder: User; accountPhone: string; students: User[] };

/** The caller of an order call and their family; 401 when the token's user is gone. */
export async function loadOrderBuyer(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
): Promise<OrderBuyer> {
  const users = await loadAccountUsers(db, auth.accountId);
  const caller = users.find((user) => user.id === auth.userId);
  if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
  const account = await db
    .selectFrom('accounts')
    .select('phone_e164')
    .where('id', '=', auth.accountId)
    .executeTakeFirstOrThrow();
  return {
    caller,
    holder: accountHolder(caller, users),
    accountPhone: account.phone_e164,
    students: users.filter((user) => user.role === 'student'),
  };
}

/**
 * The students an order is for, in the order asked: any student of an account with a parent, a
 * student on their own phone only themselves. Another family's student answers the same 404 as
 * an id that does not exist.
 */
export function pickOrderStudents(buyer: OrderBuyer, studentIds: readonly string[]): User[] {
  return studentIds.map((id) => {
    if (buyer.holder.role !== 'parent' && id !== buyer.caller.id) {
      const sibling = buyer.students.some((student) => student.id === id);
      throw new ApiError(
        404,
        'not_found',
        sibling ? ORDER_MESSAGES.studentOnlySelf : ORDER_MESSAGES.studentNotFound,
        'studentIds',
      );
    }
    const student = buyer.students.find((candidate) => candidate.id === id);
    if (!student) throw new ApiError(404, 'not_found', ORDER_MESSAGES.studentNotFound, 'studentIds');
    return student;
  });
}
