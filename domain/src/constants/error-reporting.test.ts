import { describe, expect, it } from 'vitest';
import { ERROR_REPORTING_ENVIRONMENT, ERROR_REPORTING_TRACES_SAMPLE_RATE } from './error-reporting.ts';

describe('error-reporting settings of docs/product §9', () => {
  it('samples no traces', () => {
    expect(ERROR_REPORTING_TRACES_SAMPLE_RATE).toBe(0);
  });

  it('reports as the production environment', () => {
    expect(ERROR_REPORTING_ENVIRONMENT).toBe('production');
  });
});
