import { describe, expect, it } from 'vitest';
import { checkoutEventFields } from './checkout-events.ts';
import type { CheckoutDraft } from './read-checkout-draft.ts';

const draft: CheckoutDraft = {
  id: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b',
  package: { id: 'smp-reguler', name: 'Bimbel SMP', program: 'SMP', grades: [7, 8, 9], taxNote: '' },
  tenure: { months: 6, price: 1_524_000, monthlyPrice: 254_000 },
  studentIds: ['raka', 'sinta'],
  paymentMethod: 'bca_va',
  orderId: null,
};
const student = (id: string, grade: number) => ({
  id,
  role: 'student' as const,
  full_name: id,
  grade,
  country_code: '+62',
});
const family = {
  primary_user: student('raka', 8),
  student_users: [student('raka', 8), student('nadia', 5), student('sinta', 7)],
  parent_user: { name: 'Ibu Sari', country_code: '+62', phone_number: '81100000001' },
  register_token: null,
  expires_at: null,
};

describe('checkoutEventFields', () => {
  it("carries docs/product §3's fields: program, tenure, stage, buyer type, the chosen grades and the page", () => {
    expect(checkoutEventFields(draft, family, 'summary', '/paket/user/summary')).toEqual({
      packageType: 'SMP',
      packageId: 'smp-reguler',
      tenureValue: 6,
      stage: 'summary',
      userType: 'parent',
      studentClass: '7,8',
      location: '/paket/user/summary',
    });
  });

  it('never carries a name or a phone number', () => {
    const text = JSON.stringify(checkoutEventFields(draft, family, 'summary', '/paket/user/summary'));
    expect(text).not.toContain('Ibu Sari');
    expect(text).not.toContain('81100000001');
    expect(text).not.toContain('raka');
  });

  it('says who buys: a student account, or a visitor before login', () => {
    expect(
      checkoutEventFields(draft, { ...family, parent_user: null }, 'tenure', '/paket/tenure-pick').userType,
    ).toBe('student');
    const anonymous = checkoutEventFields(
      { ...draft, tenure: null, studentIds: [] },
      null,
      'package',
      '/paket',
    );
    expect(anonymous).toMatchObject({ userType: 'anonymous', studentClass: '', location: '/paket' });
    expect(anonymous).not.toHaveProperty('tenureValue');
  });
});
