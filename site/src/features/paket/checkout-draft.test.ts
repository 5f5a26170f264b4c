import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser, installFakeBrowser } from '#site/lib/session/testing/fake-browser.ts';

const KEY = 'bimbel_checkout_draft';
const SMP = {
  id: 'smp-reguler',
  name: 'Bimbel SMP Kelas 7–9',
  program: 'SMP',
  grades: [7, 8, 9],
  taxNote: 'Harga sudah termasuk PPN 11%.',
} as const;
const SD = { ...SMP, id: 'sd-kelas-5-6', name: 'Bimbel SD', program: 'SD', grades: [5, 6] } as const;
const THREE_MONTHS = { months: 3, price: 807_000, monthlyPrice: 269_000 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A page load: fresh modules reading what this tab stored. */
async function openPage() {
  vi.resetModules();
  const module = await import('./checkout-draft.ts');
  module.hydrateCheckoutDraft();
  return module;
}

/** valtio tells its subscribers after the current task: wait for the write. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const stored = () => JSON.parse(browser.session.get(KEY) ?? 'null') as Record<string, unknown> | null;

beforeEach(() => installFakeBrowser('/paket/tenure-pick'));
afterEach(() => vi.unstubAllGlobals());

describe('the checkout draft', () => {
  it('starts with a UUID of its own and nothing chosen, and stores it at once', async () => {
    const { checkoutState } = await openPage();
    expect(checkoutState.status).toBe('ready');
    expect(checkoutState.draft).toMatchObject({
      package: null,
      tenure: null,
      studentIds: [],
      paymentMethod: null,
    });
    expect(checkoutState.draft.id).toMatch(UUID);
    expect(stored()).toEqual({ ...checkoutState.draft });
  });

  it('survives a reload: what was chosen is read back on the next page', async () => {
    const first = await openPage();
    first.choosePackage({ ...SMP, grades: [...SMP.grades] });
    first.chooseTenure(THREE_MONTHS);
    first.chooseStudents(['stu-a', 'stu-b']);
    first.choosePaymentMethod('bca_va');
    await settled();

    const again = await openPage();
    expect(again.checkoutState.draft).toEqual({
      id: first.checkoutState.draft.id,
      package: SMP,
      tenure: THREE_MONTHS,
      studentIds: ['stu-a', 'stu-b'],
      paymentMethod: 'bca_va',
      orderId: null,
    });
  });

  it('keeps the tenure and students when the same package is opened again, and starts over for another', async () => {
    const page = await openPage();
    page.choosePackage({ ...SMP, grades: [...SMP.grades] });
    const id = page.checkoutState.draft.id;
    page.chooseTenure(THREE_MONTHS);
    page.chooseStudents(['stu-a']);

    page.choosePackage({ ...SMP, grades: [...SMP.grades], name: 'Bimbel SMP (baru)' });
    expect(page.checkoutState.draft).toMatchObject({ id, tenure: THREE_MONTHS, studentIds: ['stu-a'] });
    expect(page.checkoutState.draft.package?.name).toBe('Bimbel SMP (baru)');

    page.choosePackage({ ...SD, grades: [...SD.grades] });
    expect(page.checkoutState.draft).toMatchObject({ tenure: null, studentIds: [], paymentMethod: null });
    expect(page.checkoutState.draft.id).not.toBe(id);
  });

  it('answers the same order again until something changes, then becomes a new order', async () => {
    const page = await openPage();
    page.choosePackage({ ...SMP, grades: [...SMP.grades] });
    page.chooseTenure(THREE_MONTHS);
    page.chooseStudents(['stu-a']);
    page.choosePaymentMethod('bca_va');
    const id = page.checkoutState.draft.id;
    page.recordOrder('0b7c7f4e-3f5a-4c1e-9d3b-8a1f2e3d4c5b');

    // Choosing what is already chosen is no change: a second tap on 'Bayar' answers the same order.
    page.choosePaymentMethod('bca_va');
    page.chooseStudents(['stu-a']);
    page.chooseTenure({ ...THREE_MONTHS });
    expect(page.checkoutState.draft).toMatchObject({ id, orderId: '0b7c7f4e-3f5a-4c1e-9d3b-8a1f2e3d4c5b' });

    page.choosePaymentMethod('kredivo');
    expect(page.checkoutState.draft.id).not.toBe(id);
    expect(page.checkoutState.draft.id).toMatch(UUID);
    expect(page.checkoutState.draft).toMatchObject({
      orderId: null,
      paymentMethod: 'kredivo',
      studentIds: ['stu-a'],
    });
  });

  it('starts over when a package is chosen again after an order was made from the draft', async () => {
    const page = await openPage();
    page.choosePackage({ ...SMP, grades: [...SMP.grades] });
    page.chooseTenure(THREE_MONTHS);
    const id = page.checkoutState.draft.id;
    page.recordOrder('0b7c7f4e-3f5a-4c1e-9d3b-8a1f2e3d4c5b');
    page.choosePackage({ ...SMP, grades: [...SMP.grades] });
    expect(page.checkoutState.draft).toMatchObject({ package: SMP, tenure: null, orderId: null });
    expect(page.checkoutState.draft.id).not.toBe(id);
  });

  it('starts a new draft when the stored one cannot be read', async () => {
    browser.session.set(KEY, '{"id":"not-a-uuid","package":null}');
    const { checkoutState } = await openPage();
    expect(checkoutState.draft.id).toMatch(UUID);
    browser.session.set(KEY, '{broken');
    const again = await openPage();
    expect(again.checkoutState.draft.package).toBeNull();
  });
});
