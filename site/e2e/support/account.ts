import { expect as baseExpect, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 15_000 });

/** What the app keeps under `USER_DATA` (docs/product §9), as the journeys read it back. */
export type StoredUserData = {
  primary_user: { id: string; full_name: string; role: string } & Record<string, unknown>;
  student_users: ({ id: string; full_name: string } & Record<string, unknown>)[];
  parent_user: Record<string, unknown> | null;
  expires_at: number | null;
};

export async function readUserData(page: Page): Promise<StoredUserData | null> {
  const raw = await page.evaluate(() => localStorage.getItem('USER_DATA'));
  return raw ? (JSON.parse(raw) as StoredUserData) : null;
}

/** Waits until the header's account corner knows the session (it renders nothing before). */
export async function expectSessionStatus(page: Page, status: 'anonymous' | 'logged-in') {
  await expect(page.locator(`[data-session="${status}"]`)).toBeAttached();
}

/** The profile dropdown's trigger; its name starts with 'Menu profil' and the first name. */
export function profileMenuTrigger(page: Page, firstName?: string) {
  return page.getByRole('button', {
    name: firstName ? new RegExp(`^Menu profil ${firstName}`) : /^Menu profil/,
  });
}

/**
 * Moves to `path` through the app's own router, as its Back and Forward handling does
 * (pushState + popstate): a client-side route change, no page load. The pages of this branch
 * have no in-app link between `/` and `/bimbel/user` yet.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Every key of a JSON value, at any depth: to prove no token field is stored. */
export function allKeys(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
}
