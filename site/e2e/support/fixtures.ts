import { test as base, expect } from '@playwright/test';

/**
 * Every journey as its own visitor: the server runs with TRUST_PROXY=1 in the journeys, and
 * each test sends its own `X-Forwarded-For`, so the per-IP limits of OTP and leads (20 code
 * requests an hour) count per test, as they would per real visitor, instead of adding up
 * across the whole suite on 127.0.0.1. The header is only a label: no traffic leaves loopback.
 * It is a context option, so the page's own requests and `page.request` (the API login of
 * `logInThroughApi`) both carry it.
 */
export const test = base.extend<{ clientIp: string }>({
  clientIp: [
    // Playwright reads fixture dependencies from the destructuring: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const n = testInfo.testId.split('').reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
      await use(`198.51.${(n >>> 8) % 256}.${(n % 254) + 1}`);
    },
    { option: false },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientIp });
  },
});

export { expect };
