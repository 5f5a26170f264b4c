import type { Snapshot } from 'valtio/vanilla';
import { PACKAGE_PROGRAMS, type PackageProgram } from '@bimbel/domain/packages/package-program';
import { PAYMENT_METHOD_IDS, type PaymentMethod } from '@bimbel/domain/payments/payment-methods';

/** What the draft keeps of the chosen package: enough to show it and to offer fitting students. */
export type DraftPackage = {
  id: string;
  name: string;
  program: PackageProgram;
  grades: number[];
  /** The catalogue's tax sentence ('Harga sudah termasuk PPN 11%.'). */
  taxNote: string;
};

/** The chosen tenure as the catalogue priced it when chosen (shown only: the server prices the order). */
export type DraftTenure = { months: number; price: number; monthlyPrice: number };

/** The checkout wizard's draft (decision 081). The browser never sends its prices anywhere. */
export type CheckoutDraft = {
  /** A UUID, sent as the order's `clientReference`. */
  id: string;
  package: DraftPackage | null;
  tenure: DraftTenure | null;
  studentIds: string[];
  paymentMethod: PaymentMethod | null;
  /** The order made from this draft, once the create call answered. */
  orderId: string | null;
};

/** The draft as components read it (a valtio snapshot: deeply read-only). */
export type DraftView = Snapshot<CheckoutDraft>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const isWhole = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function readPackage(value: unknown): DraftPackage | null {
  if (!isObject(value)) return null;
  const { id, name, program, grades, taxNote } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof taxNote !== 'string') return null;
  if (!PACKAGE_PROGRAMS.includes(program as PackageProgram)) return null;
  if (!Array.isArray(grades) || !grades.every(isWhole)) return null;
  return { id, name, program: program as PackageProgram, grades: grades as number[], taxNote };
}

function readTenure(value: unknown): DraftTenure | null {
  if (!isObject(value)) return null;
  const { months, price, monthlyPrice } = value;
  return isWhole(months) && isWhole(price) && isWhole(monthlyPrice) ? { months, price, monthlyPrice } : null;
}

/**
 * The stored draft, or null when there is none or it cannot be trusted (edited by hand, an older
 * shape): the wizard then starts a new one. Parts that do not read drop what depends on them — a
 * draft without a package keeps no tenure, students or method. Checked by hand, not with zod, so
 * the step pages' first download stays small.
 *
 * @example
 * readCheckoutDraft(sessionStorage.getItem(CHECKOUT_DRAFT_KEY));
 */
export function readCheckoutDraft(raw: string | null): CheckoutDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.id !== 'string' || !UUID.test(value.id)) return null;
  const chosenPackage = readPackage(value.package);
  const tenure = chosenPackage ? readTenure(value.tenure) : null;
  const studentIds =
    tenure && Array.isArray(value.studentIds) && value.studentIds.every((id) => typeof id === 'string')
      ? [...new Set(value.studentIds as string[])]
      : [];
  const paymentMethod = PAYMENT_METHOD_IDS.includes(value.paymentMethod as PaymentMethod)
    ? (value.paymentMethod as PaymentMethod)
    : null;
  return {
    id: value.id,
    package: chosenPackage,
    tenure,
    studentIds,
    paymentMethod: tenure ? paymentMethod : null,
    orderId: typeof value.orderId === 'string' && UUID.test(value.orderId) ? value.orderId : null,
  };
}
