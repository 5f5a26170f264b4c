import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated an element (it then carries React's internal keys), so a
 * click or key press on a server-rendered button is not lost before its handler exists.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}
