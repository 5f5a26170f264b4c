import { shouldReportError } from '@bimbel/domain/telemetry/should-report-error';
import { describe, expect, it } from 'vitest';
import { pathForErrorReporting } from './not-found-page-mark.ts';

describe('pathForErrorReporting', () => {
  it('judges an error on the 404 page as /404 at any address, so it is not reported (docs/product §2)', () => {
    for (const address of ['/404', '/jadwal-lama', '/bimbel/tidak-ada']) {
      const pathname = pathForErrorReporting(address, true);
      expect(pathname).toBe('/404');
      expect(shouldReportError({ pathname, level: 'error', message: 'TypeError: x is undefined' })).toBe(
        false,
      );
    }
  });

  it('keeps the address of every other page', () => {
    const pathname = pathForErrorReporting('/bimbel', false);
    expect(pathname).toBe('/bimbel');
    expect(shouldReportError({ pathname, level: 'error', message: 'TypeError: x is undefined' })).toBe(true);
  });
});
