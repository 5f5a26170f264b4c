import ICAL from 'ical.js';
import { expectNoAxeViolations } from './axe.ts';
import { waitForHydration } from './support/hydration.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ timezoneId: 'Asia/Jakarta' });

// Both projects share one database: each uses its own demo student (both seeded opted in), so
// one project's switch never changes what the other reads.
const STUDENT_BY_PROJECT: Record<string, { phone: string; name: string }> = {
  phone: { phone: DEMO_PHONES.studentTrial, name: 'Dimas' },
  desktop: { phone: DEMO_PHONES.parentWithTwoStudents, name: 'Raka' },
};

test('a student turns the WhatsApp reminder off and on again, and subscribes to a calendar feed of their classes', async ({
  page,
  request,
}, testInfo) => {
  const student = STUDENT_BY_PROJECT[testInfo.project.name] ?? STUDENT_BY_PROJECT.desktop!;
  await logInThroughApi(page, student.phone);
  await page.goto('/bimbel/user');
  await expect(page.getByRole('heading', { level: 1, name: `Halo, ${student.name}!` })).toBeVisible();

  const reminders = page.getByRole('region', { name: 'Pengingat kelas' });
  const whatsapp = reminders.getByRole('checkbox', { name: 'Ingatkan aku lewat WhatsApp 30 menit sebelum kelas' });
  await expect(whatsapp).toBeChecked();
  await waitForHydration(whatsapp);

  await whatsapp.uncheck();
  await expect(reminders.getByRole('status').filter({ hasText: 'Pengingat WhatsApp dimatikan.' })).toBeVisible();
  await page.reload();
  await expect(whatsapp).not.toBeChecked();

  // The keyboard turns it back on.
  await waitForHydration(whatsapp);
  await whatsapp.focus();
  await page.keyboard.press('Space');
  await expect(reminders.getByRole('status').filter({ hasText: 'Sip, pengingat WhatsApp aktif.' })).toBeVisible();
  await page.reload();
  await expect(whatsapp).toBeChecked();

  // The feed: a webcal link for the calendar app; the same address over http is a valid calendar
  // with this student's classes (an independent parser reads it).
  const subscribe = reminders.getByRole('link', { name: 'Langganan kalender' });
  const webcal = (await subscribe.getAttribute('href')) ?? '';
  expect(webcal).toMatch(/^webcal:\/\/.+\/sessions\/v1\/students\/calendar\/[^/]+\.ics$/);
  const feed = await request.get(new URL(webcal.replace(/^webcal:/, 'http:')).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.length).toBeGreaterThan(3);
  expect(events.every((event) => event.startDate.zone?.tzid === 'Asia/Jakarta')).toBe(true);
  // A tampered address is not a feed.
  const feedPath = new URL(webcal.replace(/^webcal:/, 'http:')).pathname;
  const signatureStart = feedPath.lastIndexOf('.', feedPath.length - 5) + 1;
  const flipped = feedPath[signatureStart] === 'A' ? 'B' : 'A';
  const tampered = await request.get(`${feedPath.slice(0, signatureStart)}${flipped}${feedPath.slice(signatureStart + 1)}`);
  expect(tampered.status()).toBe(404);

  await expectNoAxeViolations(page);
});
