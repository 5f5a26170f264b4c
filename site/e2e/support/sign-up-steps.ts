import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Numbers without an account (playwright.config.ts lists them as test numbers): both projects
 * share one database and a number registers only once, so each project signs up its own.
 */
export function newNumberFor(testInfo: TestInfo, role: 'student' | 'parent'): string {
  const phone = testInfo.project.name === 'desktop';
  if (role === 'student') return phone ? '81100000019' : '81100000009';
  return phone ? '81100000039' : '81100000029';
}

/** Picks an option of a React Aria Select by its field label. */
export async function chooseOption(scope: Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Chooses a radio of a group by clicking its visible label, as a person would. */
export async function chooseRadio(scope: Locator, label: string): Promise<void> {
  await scope.getByRole('radiogroup').getByText(label, { exact: true }).click();
  await expect(scope.getByRole('radio', { name: label, exact: true })).toBeChecked();
}
