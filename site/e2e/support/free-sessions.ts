import { expect as baseExpect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { storeSignedInSession, verifyDemoCode, type SignedInData } from './session.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A number without an account for the free-class journey (playwright.config.ts lists it as a test
 * number): both projects share one database and a number registers once, so each project has its own.
 */
export function freeStudentNumberFor(testInfo: TestInfo): string {
  return testInfo.project.name === 'desktop' ? '81100000042' : '81100000041';
}

/**
 * Signs a new number up as a student through the real auth and registration API (OTP, then
 * `PUT …/v3/students/register`) — a FREE student with no booking — and stores `USER_DATA` as the
 * sign-up pages would. The sign-up pages themselves have their own journey.
 */
export async function registerFreeStudent(
  page: Page,
  phone: string,
  student: { fullName: string; grade: string },
): Promise<void> {
  const verification = await verifyDemoCode(page, phone);
  if (!verification.register_token) throw new Error(`${phone} already has an account`);
  const registered = await page.request.put('/user-management/v3/students/register', {
    data: {
      role: 'student',
      full_name: student.fullName,
      grade: student.grade,
      register_token: verification.register_token,
    },
  });
  if (!registered.ok()) throw new Error(`register ${registered.status()}: ${await registered.text()}`);
  await storeSignedInSession(page, ((await registered.json()) as { data: SignedInData }).data);
}

/** The slot radios of /slot-selection's picker. */
export function slotRadios(page: Page): Locator {
  return page.getByRole('main').getByRole('radio');
}

/** Seats left that a slot's label says ('Sisa 9 kursi', 'Sisa 2 kursi lagi'); 0 when full or not said. */
export async function seatsLeftOf(radio: Locator): Promise<number> {
  const label = (await radio.locator('xpath=ancestor::label[1]').innerText()).replace(/\s+/g, ' ');
  return Number(/Sisa (\d+) kursi/.exec(label)?.[1] ?? 0);
}

/**
 * The open slot (of the first `within` open ones) with the most seats left: journeys of both
 * projects book in one database, so a slot with a single seat left is not one to count on.
 */
export async function roomiestOpenSlot(
  page: Page,
  within = 6,
): Promise<{ radio: Locator; index: number; seats: number }> {
  const radios = slotRadios(page);
  await expect(radios.first()).toBeVisible();
  let best: { radio: Locator; index: number; seats: number } | null = null;
  const count = await radios.count();
  for (let index = 0, seen = 0; index < count && seen < within; index += 1) {
    const radio = radios.nth(index);
    if (await radio.isDisabled()) continue;
    seen += 1;
    const seats = await seatsLeftOf(radio);
    if (!best || seats > best.seats) best = { radio, index, seats };
  }
  if (!best || best.seats < 2) throw new Error('no open slot with seats to spare');
  return best;
}

/** The value (slot id) of a radio. */
export async function slotIdOf(radio: Locator): Promise<string> {
  const value = await radio.getAttribute('value');
  if (!value) throw new Error('a slot radio without a value');
  return value;
}

type ApiSlot = { id: string; startsAt: string; seatsLeft: number; state: string };

/** 'YYYY-MM-DD' of an instant in Jakarta. */
function jakartaDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(instant);
}

/**
 * The open slots of a free session until the end of next week (WIB) — what the student's home
 * lists — with the most seats first, read through the slot call with the page's session.
 */
export async function openSlotsOnTheHome(page: Page, sessionId: string): Promise<ApiSlot[]> {
  const now = new Date();
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', weekday: 'short' }).format(
    now,
  );
  const daysToSunday = (7 - ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekday) - 1) % 7;
  const endDate = jakartaDate(new Date(now.getTime() + (daysToSunday + 7) * 86_400_000));
  const answer = await page.request.get(
    `/sessions/v1/students/sessions/slots/${sessionId}?startDate=${jakartaDate(now)}&endDate=${endDate}`,
  );
  expect(answer.ok()).toBe(true);
  const { slots } = ((await answer.json()) as { data: { slots: ApiSlot[] } }).data;
  // Not one starting within the hour: the journey must finish before the booking closes.
  const soon = now.getTime() + 60 * 60_000;
  return slots
    .filter((slot) => slot.state === 'open' && slot.seatsLeft >= 2 && Date.parse(slot.startsAt) > soon)
    .sort((a, b) => b.seatsLeft - a.seatsLeft);
}
