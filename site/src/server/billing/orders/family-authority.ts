import type { User } from '../../db/schema.ts';

/*
 * Who acts for a family in orders and pauses (decision 079, as decision 078 reads the account
 * model): a family logs in with one phone, the parent's, and every login of an account with a
 * parent carries the parent's token even while a student profile is open (the first student is
 * the profile a login opens). So in an account with a parent, any of its profiles acts for the
 * parent — buys for any of the children, and the parent is the buyer on the order and receipt. A
 * student on their own phone (no parent in the account) acts only for themselves.
 */

/** The account holder an order is bought by: the parent when the account has one, else the caller. */
export function accountHolder(caller: User, users: readonly User[]): User {
  return users.find((user) => user.role === 'parent') ?? caller;
}

/** Whether `caller` may act for `student` (both of one account, already checked by the caller). */
export function mayActFor(caller: User, users: readonly User[], student: Pick<User, 'id'>): boolean {
  return accountHolder(caller, users).role === 'parent' || caller.id === student.id;
}
