import { describe, expect, it } from 'vitest';
import {
  checkoutRedirect,
  fittingStudents,
  type CheckoutFamily,
  type CheckoutStep,
} from './checkout-steps.ts';
import type { CheckoutDraft } from './read-checkout-draft.ts';

const SMP = {
  id: 'smp-reguler',
  name: 'Bimbel SMP',
  program: 'SMP',
  grades: [7, 8, 9],
  taxNote: '',
} as const;
const draft: CheckoutDraft = {
  id: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b',
  package: { ...SMP, grades: [...SMP.grades] },
  tenure: { months: 3, price: 807_000, monthlyPrice: 269_000 },
  studentIds: ['raka', 'sinta'],
  paymentMethod: null,
  orderId: null,
};
const raka = { id: 'raka', grade: 8, class_type: 'SMP/MTs', stream: null };
const sinta = { id: 'sinta', grade: 7, class_type: 'SMP/MTs', stream: null };
const nadia = { id: 'nadia', grade: 5, class_type: 'SD', stream: 'SD' };
const family: CheckoutFamily = { hasParent: true, students: [raka, nadia, sinta] };
const STEPS: CheckoutStep[] = ['select-student', 'add-user', 'add-parent', 'summary', 'payment-method'];

describe('checkoutRedirect', () => {
  it('lets a complete draft of a family with a parent open the summary and the payment step', () => {
    expect(checkoutRedirect('summary', draft, family)).toBeNull();
    expect(checkoutRedirect('payment-method', draft, family)).toBeNull();
    expect(checkoutRedirect('select-student', draft, family)).toBeNull();
    expect(checkoutRedirect('add-user', draft, family)).toBeNull();
  });

  it('sends every step back to /paket without a package, and to the tenure of the package without one', () => {
    for (const step of STEPS) {
      expect(checkoutRedirect(step, { ...draft, package: null, tenure: null }, family), step).toBe('/paket');
      expect(checkoutRedirect(step, { ...draft, tenure: null }, family), step).toBe(
        '/paket/tenure-pick?paket=smp-reguler',
      );
    }
  });

  it('asks a student account without a parent for the parent first, on every other step', () => {
    const student: CheckoutFamily = { hasParent: false, students: [raka] };
    for (const step of ['select-student', 'add-user', 'summary', 'payment-method'] as const) {
      expect(checkoutRedirect(step, draft, student), step).toBe('/paket/user/add-parent');
    }
    expect(checkoutRedirect('add-parent', draft, student)).toBeNull();
  });

  it('moves on from add-parent once the family has a parent', () => {
    expect(checkoutRedirect('add-parent', draft, family)).toBe('/paket/user/select-student');
  });

  it('sends a parent without children to add one', () => {
    const empty: CheckoutFamily = { hasParent: true, students: [] };
    expect(checkoutRedirect('select-student', draft, empty)).toBe('/paket/user/add-user');
    expect(checkoutRedirect('summary', draft, empty)).toBe('/paket/user/add-user');
    expect(checkoutRedirect('add-user', draft, empty)).toBeNull();
  });

  it('sends the summary and payment steps back to choosing students when none is chosen, one left the family or does not fit', () => {
    for (const step of ['summary', 'payment-method'] as const) {
      expect(checkoutRedirect(step, { ...draft, studentIds: [] }, family), step).toBe(
        '/paket/user/select-student',
      );
      expect(checkoutRedirect(step, { ...draft, studentIds: ['raka', 'gone'] }, family), step).toBe(
        '/paket/user/select-student',
      );
      expect(checkoutRedirect(step, { ...draft, studentIds: ['raka', 'nadia'] }, family), step).toBe(
        '/paket/user/select-student',
      );
    }
  });
});

describe('fittingStudents', () => {
  it('keeps the students the package is for, in the family order', () => {
    expect(fittingStudents(draft, family).map((student) => student.id)).toEqual(['raka', 'sinta']);
  });
});
