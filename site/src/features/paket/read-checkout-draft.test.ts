import { describe, expect, it } from 'vitest';
import { readCheckoutDraft } from './read-checkout-draft.ts';

const ID = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';
const SMP = {
  id: 'smp-reguler',
  name: 'Bimbel SMP',
  program: 'SMP',
  grades: [7, 8, 9],
  taxNote: 'Bebas PPN.',
};
const full = {
  id: ID,
  package: SMP,
  tenure: { months: 3, price: 807_000, monthlyPrice: 269_000 },
  studentIds: ['stu-a', 'stu-b'],
  paymentMethod: 'gopay',
  orderId: null,
};
const read = (value: unknown) => readCheckoutDraft(JSON.stringify(value));

describe('readCheckoutDraft', () => {
  it('reads a draft as the wizard stored it', () => {
    expect(read(full)).toEqual(full);
  });

  it('has nothing for an empty, unparseable or id-less value', () => {
    expect(readCheckoutDraft(null)).toBeNull();
    expect(readCheckoutDraft('{')).toBeNull();
    expect(read({ ...full, id: 42 })).toBeNull();
    expect(read('a string')).toBeNull();
  });

  it('drops what depends on a part that does not read', () => {
    expect(read({ ...full, package: { ...SMP, program: 'KULIAH' } })).toEqual({
      ...full,
      package: null,
      tenure: null,
      studentIds: [],
      paymentMethod: null,
    });
    expect(read({ ...full, tenure: { months: 3, price: -1, monthlyPrice: 1 } })).toMatchObject({
      package: SMP,
      tenure: null,
      studentIds: [],
      paymentMethod: null,
    });
  });

  it('forgets an unknown payment method and a student chosen twice', () => {
    expect(read({ ...full, paymentMethod: 'cash', studentIds: ['stu-a', 'stu-a'] })).toMatchObject({
      paymentMethod: null,
      studentIds: ['stu-a'],
    });
  });
});
