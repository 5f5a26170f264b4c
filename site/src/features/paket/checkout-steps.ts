import { packageFitsStudent, type StudentSchooling } from '@bimbel/domain/packages/package-fits-student';
import type { DraftView } from './read-checkout-draft.ts';

/** The checkout's addresses (docs/product §2 routes). */
export const CHECKOUT_PATHS = {
  packages: '/paket',
  tenure: '/paket/tenure-pick',
  selectStudent: '/paket/user/select-student',
  addUser: '/paket/user/add-user',
  addParent: '/paket/user/add-parent',
  summary: '/paket/user/summary',
  paymentMethod: '/paket/user/choose-payment-method',
} as const;

/** The query parameter of /paket/tenure-pick naming the package. */
export const PACKAGE_PARAM = 'paket';

/** The /paket/user steps, each a page behind a session. */
export type CheckoutStep = 'select-student' | 'add-user' | 'add-parent' | 'summary' | 'payment-method';

/** The stages the step indicator shows; add-user and add-parent belong to 'students'. */
export const CHECKOUT_STAGES = [
  { id: 'package', label: 'Pilih paket' },
  { id: 'tenure', label: 'Pilih durasi' },
  { id: 'students', label: 'Pilih murid' },
  { id: 'summary', label: 'Ringkasan' },
  { id: 'payment', label: 'Pembayaran' },
] as const;
export type CheckoutStage = (typeof CHECKOUT_STAGES)[number]['id'];

export const STAGE_OF_STEP: Record<CheckoutStep, CheckoutStage> = {
  'select-student': 'students',
  'add-user': 'students',
  'add-parent': 'students',
  summary: 'summary',
  'payment-method': 'payment',
};

/** /paket/tenure-pick for one package. */
export function tenurePickPath(packageId: string): string {
  return `${CHECKOUT_PATHS.tenure}?${PACKAGE_PARAM}=${encodeURIComponent(packageId)}`;
}

/** The family as the stored session has it. */
export type CheckoutFamily = {
  hasParent: boolean;
  students: readonly (StudentSchooling & { id: string })[];
};

/** The family's students the draft's package can be bought for, in the family's order. */
export function fittingStudents<Student extends StudentSchooling & { id: string }>(
  draft: DraftView,
  family: { students: readonly Student[] },
): Student[] {
  const chosen = draft.package;
  return chosen ? family.students.filter((student) => packageFitsStudent(chosen, student)) : [];
}

/**
 * Where a checkout step sends a buyer who opened it without what it needs (decision 081), or null
 * to show it:
 * - every step needs a package (else /paket) and a tenure (else /paket/tenure-pick);
 * - a family without a parent gives the parent's data first (add-parent), and add-parent is
 *   done once a parent exists (on to select-student);
 * - a family without students adds one (add-user);
 * - the summary and payment steps need chosen students who are still in the family and fit the
 *   package (else select-student).
 *
 * @example
 * checkoutRedirect('summary', draftWithoutStudents, family); // '/paket/user/select-student'
 */
export function checkoutRedirect(
  step: CheckoutStep,
  draft: DraftView,
  family: CheckoutFamily,
): string | null {
  if (!draft.package) return CHECKOUT_PATHS.packages;
  if (!draft.tenure) return tenurePickPath(draft.package.id);
  if (step === 'add-parent') return family.hasParent ? CHECKOUT_PATHS.selectStudent : null;
  if (!family.hasParent) return CHECKOUT_PATHS.addParent;
  if (step === 'add-user') return null;
  if (family.students.length === 0) return CHECKOUT_PATHS.addUser;
  if (step === 'select-student') return null;
  const fitting = new Set(fittingStudents(draft, family).map((student) => student.id));
  const chosenFit = draft.studentIds.length > 0 && draft.studentIds.every((id) => fitting.has(id));
  return chosenFit ? null : CHECKOUT_PATHS.selectStudent;
}
