import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig } from './config.ts';

const PRODUCTION_ENV = {
  APP_ENV: 'production',
  PUBLIC_ORIGIN: 'https://bimbel.example.id',
  DATABASE_URL: 'postgres://bimbel:pw@db.internal:5432/bimbel',
  AUTH_SECRET: 'prod-auth-secret-0123456789-abcdefghijkl',
  OTP_SENDER: 'webhook',
  OTP_WEBHOOK_URL: 'https://otp.example.id/send',
  OTP_WEBHOOK_SECRET: 'otp-webhook-secret-value',
  EMAIL_SENDER: 'webhook',
  EMAIL_WEBHOOK_URL: 'https://mail.example.id/send',
  EMAIL_WEBHOOK_SECRET: 'email-webhook-secret-value',
};
const PRODUCTION_KEY = 'Mid-server-Abc123-production-key';
const SANDBOX_KEY = 'SB-Mid-server-Abc123-sandbox-key';

const demo = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bimbel-midtrans-config-')), ...env }, { cwd: '/srv' });

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, { cwd: '/srv' });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [...(error as ConfigError).problems];
  }
  throw new Error('expected loadConfig to throw');
}

describe('where payments go (decision 080)', () => {
  it('uses the built-in sandbox at this site when a demo has no server key', () => {
    const { midtrans } = demo({ PUBLIC_ORIGIN: 'https://demo.bimbel.example.id' });
    expect(midtrans).toMatchObject({
      mode: 'sandbox',
      snapBaseUrl: 'https://demo.bimbel.example.id/midtrans-sandbox',
      apiBaseUrl: 'https://demo.bimbel.example.id/midtrans-sandbox',
      defaultNotificationUrl: 'https://demo.bimbel.example.id/api/v1/payments/midtrans/notification',
    });
  });

  it('notifies the configured packages API from the sandbox when PACKAGES_API_URL is set', () => {
    const { midtrans } = demo({ PACKAGES_API_URL: 'https://packages.example.id/' });
    expect(midtrans.mode === 'sandbox' && midtrans.defaultNotificationUrl).toBe(
      'https://packages.example.id/api/v1/payments/midtrans/notification',
    );
  });

  it('gives the sandbox a key of its own, derived from AUTH_SECRET and the same in every process', () => {
    const key = (authSecret: string) => {
      const { midtrans } = demo({ AUTH_SECRET: authSecret });
      if (midtrans.mode !== 'sandbox') throw new Error('expected the sandbox');
      return midtrans.serverKey.reveal();
    };
    const first = key('a'.repeat(40));
    expect(first).toMatch(/^SB-Mid-server-demo-[A-Za-z0-9_-]{32}$/);
    expect(key('a'.repeat(40))).toBe(first);
    expect(key('b'.repeat(40))).not.toBe(first);
  });

  it('talks to Midtrans sandbox or production by MIDTRANS_ENV when a server key is set', () => {
    expect(demo({ MIDTRANS_SERVER_KEY: SANDBOX_KEY }).midtrans).toMatchObject({
      mode: 'midtrans',
      env: 'sandbox',
      snapBaseUrl: 'https://app.sandbox.midtrans.com',
      apiBaseUrl: 'https://api.sandbox.midtrans.com',
    });
    expect(loadConfig({ ...PRODUCTION_ENV, MIDTRANS_SERVER_KEY: PRODUCTION_KEY }).midtrans).toMatchObject({
      mode: 'midtrans',
      env: 'production',
      snapBaseUrl: 'https://app.midtrans.com',
      apiBaseUrl: 'https://api.midtrans.com',
    });
  });

  it('takes no payments in production without a server key, and never the sandbox', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.midtrans).toEqual({ mode: 'off' });
    expect(describeConfig(config).payments).toBe('off (MIDTRANS_SERVER_KEY not set)');
  });

  it('refuses a sandbox key in production and a production key in the sandbox', () => {
    expect(problemsOf({ ...PRODUCTION_ENV, MIDTRANS_SERVER_KEY: SANDBOX_KEY })).toEqual([
      'MIDTRANS_SERVER_KEY: is a sandbox key (SB-Mid-server-…) but MIDTRANS_ENV is production',
    ]);
    expect(problemsOf({ MIDTRANS_SERVER_KEY: PRODUCTION_KEY })).toEqual([
      'MIDTRANS_SERVER_KEY: is a production key (Mid-server-…) but MIDTRANS_ENV is sandbox',
    ]);
  });

  it('refuses MIDTRANS_ENV without a key, a malformed key and a notification URL that is not http(s)', () => {
    expect(problemsOf({ MIDTRANS_ENV: 'sandbox' })).toEqual([
      'MIDTRANS_SERVER_KEY: is required when MIDTRANS_ENV is set (unset both for the built-in sandbox in demo mode)',
    ]);
    const problems = problemsOf({ MIDTRANS_SERVER_KEY: 'key:with-colon', MIDTRANS_NOTIFICATION_URL: 'ftp://x' });
    expect(problems.join('\n')).toMatch(/MIDTRANS_SERVER_KEY: must be the Server Key/);
    expect(problems.join('\n')).toMatch(/MIDTRANS_NOTIFICATION_URL: must be an http/);
  });

  it('never prints the server key, whether the config is logged or refused', () => {
    const config = loadConfig({ ...PRODUCTION_ENV, MIDTRANS_SERVER_KEY: PRODUCTION_KEY });
    expect(JSON.stringify(describeConfig(config))).not.toContain(PRODUCTION_KEY);
    expect(inspect(config, { depth: 10 })).not.toContain(PRODUCTION_KEY);
    expect(JSON.stringify(config)).not.toContain(PRODUCTION_KEY);
    const refused = problemsOf({ ...PRODUCTION_ENV, MIDTRANS_SERVER_KEY: `SB-Mid-server-${PRODUCTION_KEY}` });
    expect(refused.join('\n')).not.toContain(PRODUCTION_KEY);
  });
});
