import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

export const LEAD_TITLES = {
  details: 'Yuk, dapatkan info lengkap Bimbel!',
  reason: 'Apa kesulitan belajar yang sedang dialami?',
  success: 'Permintaanmu sudah kami terima!',
} as const;

export const LEAD_MESSAGES = {
  name: 'Tulis minimal 2 karakter, ya.',
  phoneNumber: 'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter',
  grade: 'Pilih kelas dulu, ya',
  reason: 'Isi kolom ini dulu ya, CoFriends',
} as const;

/** The lead form's parts, found as a user finds them: by role and label. */
export function leadForm(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    dialog,
    // The labels follow 'Yang mengisi' (decision 086): 'kamu' for a student, 'orangtua' for a parent.
    phone: dialog.getByRole('textbox', { name: /Nomor WhatsApp (kamu|orangtua)/ }),
    name: dialog.getByRole('textbox', { name: /^Nama (kamu|orangtua)/ }),
    requester: dialog.getByRole('radiogroup', { name: 'Yang mengisi' }),
    grade: dialog.getByRole('button', { name: /Kelas (kamu|anak)/ }),
    submit: dialog.getByRole('button', { name: 'Oke, minta info Bimbel' }),
    reason: dialog.getByRole('textbox', { name: 'Kesulitan belajar' }),
    sendReason: dialog.getByRole('button', { name: 'Sip, kirim' }),
    skipReason: dialog.getByRole('button', { name: 'Lewati tanpa jawab' }),
    done: dialog.getByRole('button', { name: 'Oke, sip!' }),
    close: dialog.getByRole('button', { name: 'Tutup' }),
  };
}

/**
 * A mobile number no other test uses, typed as a visitor would after +62 (13 characters with
 * spaces), and its E.164 form as the export shows it.
 */
export function uniquePhone(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const typed = `812 ${digits.slice(0, 4)} ${digits.slice(4)}`;
  return { typed, e164: `+62812${digits}` };
}

/** Opens /contact-me and the lead form from its first call to action. */
export async function openLeadFormOnContactMe(page: Page) {
  await page.goto('/contact-me');
  const cta = page.getByRole('button', { name: 'Minta info Bimbel' });
  await waitForHydration(cta);
  await cta.click();
  const form = leadForm(page);
  await expect(form.dialog).toBeVisible();
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.details })).toBeVisible();
  return form;
}

/** Picks a grade with the mouse (or a tap). */
export async function chooseGrade(page: Page, grade: number) {
  await leadForm(page).grade.click();
  await page.getByRole('option', { name: `Kelas - ${grade}`, exact: true }).click();
}

/** Says who fills the form in ('Yang mengisi'), with a tap on the choice's label as a visitor does. */
export async function chooseRequester(page: Page, choice: 'Saya murid' | 'Saya orangtua') {
  const requester = leadForm(page).requester;
  await requester.getByText(choice, { exact: true }).click();
  await expect(requester.getByRole('radio', { name: choice })).toBeChecked();
}
