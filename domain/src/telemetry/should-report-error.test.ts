import { describe, expect, it } from 'vitest';
import { shouldReportError } from './should-report-error.ts';

const appError = { pathname: '/bimbel', level: 'error', message: 'TypeError: x is undefined' } as const;

describe('shouldReportError', () => {
  it('reports an ordinary error from our pages', () => {
    expect(shouldReportError(appError)).toBe(true);
  });

  it('ignores the /404 page', () => {
    expect(shouldReportError({ ...appError, pathname: '/404' })).toBe(false);
  });

  it('drops errors from pages under /tanya/', () => {
    expect(shouldReportError({ ...appError, pathname: '/tanya/q-1/soal' })).toBe(false);
    expect(shouldReportError({ ...appError, pathname: '/tanya/questions/page/1' })).toBe(false);
  });

  it('still reports errors from /tanya itself', () => {
    expect(shouldReportError({ ...appError, pathname: '/tanya' })).toBe(true);
  });

  it('drops info- and debug-level events', () => {
    expect(shouldReportError({ ...appError, level: 'info' })).toBe(false);
    expect(shouldReportError({ ...appError, level: 'debug' })).toBe(false);
  });

  it('keeps warnings and fatal events', () => {
    expect(shouldReportError({ ...appError, level: 'warning' })).toBe(true);
    expect(shouldReportError({ ...appError, level: 'fatal' })).toBe(true);
  });

  it('drops browser noise', () => {
    for (const message of [
      'Script error.',
      'TypeError: Failed to fetch',
      'TypeError: Load failed',
      'TypeError: NetworkError when attempting to fetch resource.',
      'ResizeObserver loop limit exceeded',
      'ResizeObserver loop completed with undelivered notifications.',
    ]) {
      expect(shouldReportError({ ...appError, message }), message).toBe(false);
    }
  });

  it('reports an event without level or message', () => {
    expect(shouldReportError({ pathname: '/paket' })).toBe(true);
  });
});
