import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig } from '../../config/config.ts';

const load = (env: Record<string, string>) =>
  loadConfig({ APP_ENV: 'demo', AUTH_SECRET: 'x'.repeat(40), ...env });

describe('PRICES_TAX_MODE', () => {
  it('is exempt by default: bimbel is an education service, exempt from PPN', () => {
    expect(load({}).pricesTaxMode).toBe('exempt');
    expect(describeConfig(load({}))).toMatchObject({ pricesTaxMode: 'exempt' });
  });

  it('takes "included" and refuses anything else, naming the variable', () => {
    expect(load({ PRICES_TAX_MODE: 'included' }).pricesTaxMode).toBe('included');
    expect(() => load({ PRICES_TAX_MODE: 'ppn' })).toThrow(ConfigError);
    expect(() => load({ PRICES_TAX_MODE: 'ppn' })).toThrow(
      /PRICES_TAX_MODE: must be one of "included", "exempt"/,
    );
  });
});
