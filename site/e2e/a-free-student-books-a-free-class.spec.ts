import { expectNoAxeViolations } from './axe.ts';
import { expectSessionStatus } from './support/account.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import {
  freeStudentNumberFor,
  openSlotsOnTheHome,
  registerFreeStudent,
  roomiestOpenSlot,
  seatsLeftOf,
  slotIdOf,
} from './support/free-sessions.ts';
import { waitForHydration } from './support/hydration.ts';
import { cardClassId, expectMainFitsTheScreen, thisWeekSection } from './support/live-classes.ts';
import { loginForm, logInThroughLoginPage } from './support/login-steps.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'Asia/Jakarta' });

test('a FREE student books a free class with the keyboard, finds it on their home, cancels and books another', async ({
  page,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  // A new student of kelas 7 (FREE, nothing booked), their own per project.
  await registerFreeStudent(page, freeStudentNumberFor(testInfo), {
    fullName: 'Putri Anggraini',
    grade: '7__SMP/MTs',
  });

  // The home says where the free classes are, and that none is booked yet.
  await page.goto('/bimbel/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Halo, Putri!' })).toBeVisible();
  const week = thisWeekSection(page);
  await expect(week.getByRole('heading', { name: 'Belum ada kelas gratis yang kamu pesan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Belum berlangganan' })).toContainText(
    'Pesan kursi di kelas gratis',
  );
  await expectSessionStatus(page, 'logged-in');
  await expectNoAxeViolations(page);
  await shot('home-nothing-booked');
  await week.getByRole('link', { name: 'Pilih jadwal kelas gratis' }).first().click();

  // Their grade has one free session: its slots straight away, by day, with the seats left.
  await expect(page).toHaveURL(/\/slot-selection$/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Kelas Gratis Matematika Kelas 7' }),
  ).toBeVisible();
  await expect(main.getByRole('group').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0); // no footer on slot-selection (docs/product §2)
  const book = main.getByRole('button', { name: 'Pesan kursi' });
  await waitForHydration(book);
  await expect(book).toBeDisabled();
  await expectMainFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shot('slots-to-choose');

  // Keyboard only: Tab into the slots, arrows to a slot with seats to spare (one the home lists:
  // this week or next), Tab to the button, Enter.
  const [roomy] = await openSlotsOnTheHome(page, 'matematika-7-semua-merdeka');
  if (!roomy) throw new Error('no open slot with seats to spare this week or next');
  const targetId = roomy.id;
  const target = { radio: main.locator(`input[type="radio"][value="${targetId}"]`) };
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio'))
      break;
  }
  // The first slot that can be chosen (full ones cannot be focused).
  await expect(main.locator('input[type="radio"]:focus')).toHaveCount(1);
  for (let presses = 0; presses < 20 && !(await target.radio.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target.radio).toBeChecked();
  await expect(target.radio).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(book).toBeFocused();
  await page.keyboard.press('Enter');

  // The confirmation takes the focus: when, the calendar file, the WhatsApp reminder, the way back.
  const confirmation = main.getByRole('region', { name: 'Kursimu sudah dipesan!' });
  await expect(confirmation).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`slot=${targetId}&info=dipesan`));
  await expect(confirmation.getByRole('heading', { name: 'Kursimu sudah dipesan!' })).toBeFocused();
  const calendar = confirmation.getByRole('link', { name: /^Tambah ke kalender/ });
  await expect(calendar).toHaveAttribute('href', `/api/v1/live_classes/${targetId}/calendar.ics`);
  await expect(calendar).toHaveAttribute('download', '');
  const ics = await page.request.get(`/api/v1/live_classes/${targetId}/calendar.ics`);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain(`UID:${targetId}@`);
  const reminder = confirmation.getByRole('checkbox', { name: /Ingatkan aku lewat WhatsApp/ });
  await expect(reminder).not.toBeChecked();
  await reminder.focus();
  await page.keyboard.press('Space');
  await expect(confirmation.getByText('Sip, pengingat WhatsApp aktif.')).toBeVisible();
  await expect(reminder).toBeChecked();
  // The seat is taken: one fewer left, and the other slots wait for a cancellation.
  await expect(main.getByRole('heading', { name: 'Jadwal lain' })).toBeVisible();
  await expect(main.getByText('Mau ganti jadwal? Batalkan pesananmu dulu')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Pesan kursi' })).toHaveCount(0);
  await expectMainFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shot('booked');

  // On the home: the booked class as a card, with the way back to change it.
  await confirmation.getByRole('link', { name: 'Lihat di beranda belajar' }).click();
  await expect(page).toHaveURL(/\/bimbel\/user$/);
  const card = thisWeekSection(page).getByRole('article').filter({ hasText: 'kelas gratis' }).first();
  await expect(card).toBeVisible();
  expect(await cardClassId(card)).toBe(targetId);
  await expect(card.getByRole('button', { name: /^Masuk kelas/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot('home-with-booking');

  // Cancel: asked once more ('Tidak jadi' takes the focus), then the seat is given back.
  await card.getByRole('link', { name: /^Ubah atau batalkan pesanan/ }).click();
  const held = main.getByRole('region', { name: 'Kursimu di kelas ini' });
  await expect(held).toBeVisible();
  const startCancel = held.getByRole('button', { name: 'Batalkan pesanan' });
  await waitForHydration(startCancel);
  await startCancel.click();
  await expect(held.getByRole('button', { name: 'Tidak jadi' })).toBeFocused();
  await expectNoAxeViolations(page);
  await held.getByRole('button', { name: 'Ya, batalkan pesanan' }).click();
  await expect(main.getByRole('heading', { name: 'Pesananmu dibatalkan' })).toBeFocused();
  await expect(main.getByRole('region', { name: /Kursimu/ })).toHaveCount(0);
  const released = main.locator(`input[type="radio"][value="${targetId}"]`);
  await expect(released).toBeEnabled();
  expect(await seatsLeftOf(released)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await shot('cancelled');

  // Rebook another slot, by pointer this time.
  const [second, first] = await openSlotsOnTheHome(page, 'matematika-7-semua-merdeka');
  const otherId = (second ?? first)!.id;
  await main.locator(`input[type="radio"][value="${otherId}"]`).check();
  await main.getByRole('button', { name: 'Pesan kursi' }).click();
  await expect(main.getByRole('region', { name: 'Kursimu sudah dipesan!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`slot=${otherId}&info=dipesan`));
  await page.goto('/bimbel/user');
  const ids = await Promise.all(
    (await thisWeekSection(page).getByRole('article').filter({ hasText: 'kelas gratis' }).all()).map(
      cardClassId,
    ),
  );
  expect(ids).toContain(otherId);
  if (otherId !== targetId) expect(ids).not.toContain(targetId);
});

test('a visitor picks a free slot, logs in and comes back to the same slot to book it', async ({
  page,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  // Demo students who book free sessions (README): Bagus (kelas 12 SMK) on phones, Citra (kelas 9) on laptops.
  const student =
    testInfo.project.name === 'desktop'
      ? { phone: '81100000005', grade: 9 }
      : { phone: '81100000004', grade: 12 };

  // /bimbel leads to the free classes of each grade.
  await page.goto('/bimbel');
  const offer = page.getByRole('region', { name: 'Coba kelas live gratis' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await offer.getByRole('link', { name: `Kelas gratis kelas ${student.grade}` }).click();
  await expect(page).toHaveURL(new RegExp(`/slot-selection\\?kelas=${student.grade}$`));
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: `Kelas gratis untuk kelas ${student.grade}` }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: `Kelas ${student.grade}`, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectMainFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shot('free-sessions-of-a-grade');
  await main
    .getByRole('link', { name: `Pilih jadwal Kelas Gratis Matematika Kelas ${student.grade}` })
    .click();

  // A visitor chooses first; the button sends them to log in with this very slot remembered.
  await expect(
    main.getByRole('heading', { level: 1, name: `Kelas Gratis Matematika Kelas ${student.grade}` }),
  ).toBeVisible();
  const login = main.getByRole('link', { name: 'Masuk untuk pesan kursi' });
  await waitForHydration(login);
  const chosen = await roomiestOpenSlot(page);
  const chosenId = await slotIdOf(chosen.radio);
  await chosen.radio.check();
  await expect(login).toHaveAttribute('href', new RegExp(`^/login\\?redirect=.*slot%3D${chosenId}`));
  await expectNoAxeViolations(page);
  await shot('visitor-chose-a-slot');
  await login.click();

  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(loginForm(page).phone).toBeVisible();
  await logInThroughLoginPage(page, student.phone);

  // Back on the same session with the same slot chosen; now the seat can be booked.
  await expect(page).toHaveURL(
    new RegExp(`/slot-selection\\?sesi=matematika-${student.grade}-semua-merdeka&slot=${chosenId}$`),
  );
  const radio = main.locator(`input[type="radio"][value="${chosenId}"]`);
  await expect(radio).toBeChecked();
  const book = main.getByRole('button', { name: 'Pesan kursi' });
  await waitForHydration(book);
  await expect(book).toBeEnabled();
  await expectNoAxeViolations(page);
  await book.click();
  const confirmation = main.getByRole('region', { name: 'Kursimu sudah dipesan!' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole('link', { name: /^Tambah ke kalender/ })).toHaveAttribute(
    'href',
    `/api/v1/live_classes/${chosenId}/calendar.ics`,
  );
  await expectNoAxeViolations(page);
  await shot('visitor-booked-after-login');
});
