import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_VARIABLES,
  ConfigError,
  PUBLISHED_DEMO_AUTH_SECRET,
  describeConfig,
  getConfig,
  loadConfig,
  type Config,
} from './config.ts';

const CWD = '/srv/bimbel';
const load = (env: Record<string, string | undefined> = {}) => loadConfig(env, { cwd: CWD });

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [...(error as ConfigError).problems];
  }
  throw new Error('expected loadConfig to throw');
}

function messageOf(env: Record<string, string | undefined>): string {
  try {
    load(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to throw');
}

const SECRET_AUTH = 'prod-auth-secret-0123456789-abcdefghijkl';
const SECRET_DB_PASSWORD = 'hunter2-db-password';
const PRODUCTION_ENV = {
  APP_ENV: 'production',
  PUBLIC_ORIGIN: 'https://bimbel.example.id',
  DATABASE_URL: `postgres://bimbel:${SECRET_DB_PASSWORD}@db.internal:5432/bimbel?sslmode=require`,
  AUTH_SECRET: SECRET_AUTH,
  OTP_SENDER: 'webhook',
  OTP_WEBHOOK_URL: 'https://otp.example.id/send?token=query-token-secret',
  OTP_WEBHOOK_SECRET: 'otp-webhook-secret-value',
  EMAIL_SENDER: 'webhook',
  EMAIL_WEBHOOK_URL: 'https://mail.example.id/send',
  EMAIL_WEBHOOK_SECRET: 'email-webhook-secret-value',
  ADMIN_TOKEN: 'admin-token-0123456789-abcdef',
};

describe('loadConfig in demo (the default)', () => {
  it('starts with no variables at all, on safe local defaults', () => {
    const config = load({});
    expect(config).toMatchObject({
      appEnv: 'demo',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      publicOrigin: 'http://localhost:3000',
      secureCookies: false,
      dataDir: path.join(CWD, '.data'),
      pgliteDir: path.join(CWD, '.data', 'pglite'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      authSecretFile: path.join(CWD, '.data', 'auth-secret'),
      otpSender: { kind: 'log' },
      emailSender: { kind: 'log' },
      adminToken: undefined,
      logLevel: 'info',
    });
    // The README's demo numbers log in with the fixed demo code out of the box.
    expect(config.otpTestNumbers.get('+6281100000001')).toBe('123456');
    expect(config.otpTestNumbers.get('+6281100000009')).toBe('123456');
    expect(config.otpTestNumbers.size).toBe(6);
    expect(config.hosts).toEqual({
      websiteApiUrl: undefined,
      apiUrl: undefined,
      packagesApiUrl: undefined,
      liveClassesApiUrl: undefined,
      featureFlagsUrl: undefined,
    });
  });

  it('reads TRUST_PROXY as the number of proxies in front (0 = the socket address)', () => {
    expect(load({}).trustedProxies).toBe(0);
    expect(load({ TRUST_PROXY: '1' }).trustedProxies).toBe(1);
    expect(load({ TRUST_PROXY: '2' }).trustedProxies).toBe(2);
    expect(problemsOf({ TRUST_PROXY: 'yes' })).toEqual(['TRUST_PROXY: must be a whole number from 0 to 10']);
  });

  it('derives the default PUBLIC_ORIGIN from PORT', () => {
    expect(load({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
  });

  it('treats empty and blank values as unset, as in "FOO=" lines of an .env file', () => {
    const config = load({ PORT: '', DATABASE_URL: '  ', LOG_LEVEL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('resolves a relative DATA_DIR against the working directory and keeps an absolute one', () => {
    expect(load({ DATA_DIR: 'var/data' }).dataDir).toBe(path.join(CWD, 'var/data'));
    expect(load({ DATA_DIR: '/data' }).pgliteDir).toBe('/data/pglite');
  });

  it('normalises PUBLIC_ORIGIN to an origin and turns on Secure cookies for https', () => {
    const config = load({ PUBLIC_ORIGIN: 'https://Bimbel.Example.id/' });
    expect(config.publicOrigin).toBe('https://bimbel.example.id');
    expect(config.secureCookies).toBe(true);
  });

  it('refuses a PUBLIC_ORIGIN with a path or another scheme', () => {
    expect(problemsOf({ PUBLIC_ORIGIN: 'https://bimbel.example.id/app' })[0]).toMatch(
      /^PUBLIC_ORIGIN: must be an origin/,
    );
    expect(problemsOf({ PUBLIC_ORIGIN: 'ftp://bimbel.example.id' })[0]).toMatch(/^PUBLIC_ORIGIN:/);
  });

  it.each(['0', '65536', 'abc', '80.5', '-1'])('refuses PORT=%s', (port) => {
    expect(problemsOf({ PORT: port })).toEqual(['PORT: must be a whole number from 1 to 65535']);
  });

  it('refuses an unknown APP_ENV, LOG_LEVEL or sender kind, naming the value', () => {
    expect(problemsOf({ APP_ENV: 'prod', LOG_LEVEL: 'verbose', EMAIL_SENDER: 'smtp' })).toEqual([
      'APP_ENV: must be one of "demo", "production" (got "prod")',
      'EMAIL_SENDER: must be one of "log", "webhook" (got "smtp")',
      'LOG_LEVEL: must be one of "debug", "info", "warn", "error" (got "verbose")',
    ]);
  });

  it('lists every problem at once, each naming its variable', () => {
    const problems = problemsOf({
      PORT: 'x',
      DATABASE_URL: 'mysql://localhost/db',
      DATABASE_POOL_SIZE: '0',
      AUTH_SECRET: 'short',
      ADMIN_TOKEN: 'short',
      API_URL: 'not a url',
      WAKU_PUBLIC_PLAUSIBLE_DOMAIN: 'https://bimbel.example.id',
      OTP_SENDER: 'webhook',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'DATABASE_POOL_SIZE',
      'AUTH_SECRET',
      'OTP_WEBHOOK_URL',
      'OTP_WEBHOOK_SECRET',
      'ADMIN_TOKEN',
      'API_URL',
      'WAKU_PUBLIC_PLAUSIBLE_DOMAIN',
    ]);
    expect(messageOf({ PORT: 'x', API_URL: 'y' })).toBe(
      'Invalid configuration (environment variables):\n' +
        '  - PORT: must be a whole number from 1 to 65535\n' +
        '  - API_URL: must be an http:// or https:// URL',
    );
  });

  it('refuses an AUTH_SECRET shorter than 32 characters even in demo', () => {
    expect(problemsOf({ AUTH_SECRET: 'a'.repeat(31) })).toEqual([
      'AUTH_SECRET: must be at least 32 characters',
    ]);
    expect(load({ AUTH_SECRET: 'a'.repeat(32) }).authSecretFile).toBeUndefined();
  });

  it('refuses the development secret this repository once published, in demo too', () => {
    expect(problemsOf({ AUTH_SECRET: PUBLISHED_DEMO_AUTH_SECRET })).toEqual([
      'AUTH_SECRET: must not be the development secret published in this repository (unset it in demo, or set a random one)',
    ]);
  });

  it('generates a demo AUTH_SECRET per data folder: mode 0600, the same after a restart, never the published one', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bimbel-auth-secret-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const secret = first.authSecret.reveal();
    expect(secret).not.toBe(PUBLISHED_DEMO_AUTH_SECRET);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'auth-secret');
    expect(first.authSecretFile).toBe(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // A restart on the same folder: the same secret, so logins survive it.
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret.reveal()).toBe(secret);
    // Another folder (another demo): its own secret.
    const otherDir = mkdtempSync(path.join(tmpdir(), 'bimbel-auth-secret-'));
    expect(loadConfig({ DATA_DIR: otherDir }).authSecret.reveal()).not.toBe(secret);
  });

  it('refuses a demo secret file that holds no usable secret, naming it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bimbel-auth-secret-'));
    writeFileSync(path.join(dataDir, 'auth-secret'), 'short\n');
    expect(() => loadConfig({ DATA_DIR: dataDir }).authSecret.reveal()).toThrow(
      /auth-secret holds no usable secret/,
    );
  });

  it('requires the URL and secret of a webhook sender', () => {
    expect(problemsOf({ EMAIL_SENDER: 'webhook', EMAIL_WEBHOOK_URL: 'https://mail.example.id' })).toEqual([
      'EMAIL_WEBHOOK_SECRET: is required when EMAIL_SENDER=webhook',
    ]);
    const config = load({
      OTP_SENDER: 'webhook',
      OTP_WEBHOOK_URL: 'https://otp.example.id/',
      OTP_WEBHOOK_SECRET: 'x',
    });
    expect(config.otpSender).toMatchObject({ kind: 'webhook', url: 'https://otp.example.id' });
  });

  it('parses OTP_TEST_NUMBERS into a map of E.164 number to code', () => {
    const config = load({ OTP_TEST_NUMBERS: '+6281100000001:123456, +6281100000002:654321' });
    expect([...config.otpTestNumbers]).toEqual([
      ['+6281100000001', '123456'],
      ['+6281100000002', '654321'],
    ]);
  });

  it('refuses malformed and duplicated OTP test numbers', () => {
    expect(
      problemsOf({
        OTP_TEST_NUMBERS:
          '081100000001:123456,+6281100000002:12345,+6281100000003:111111,+6281100000003:222222',
      }),
    ).toEqual([
      'OTP_TEST_NUMBERS: "081100000001:123456" is not "+<E.164 number>:<6 digits>", e.g. +6281100000001:123456',
      'OTP_TEST_NUMBERS: "+6281100000002:12345" is not "+<E.164 number>:<6 digits>", e.g. +6281100000001:123456',
      'OTP_TEST_NUMBERS: +6281100000003 is listed twice',
    ]);
  });

  it('turns the admin endpoints on only with an ADMIN_TOKEN of at least 24 characters', () => {
    expect(problemsOf({ ADMIN_TOKEN: 'x'.repeat(23) })).toEqual([
      'ADMIN_TOKEN: must be at least 24 characters',
    ]);
    const token = 'x'.repeat(24);
    const config = load({ ADMIN_TOKEN: token });
    expect(config.adminToken?.matches(token)).toBe(true);
    expect(config.adminToken?.matches(`${token}y`)).toBe(false);
  });

  it('turns Jitsi Meet on only with all three JITSI_* variables, naming the missing ones', () => {
    expect(load({}).jitsi).toBeUndefined();
    const secret = 's'.repeat(32);
    const config = load({
      JITSI_DOMAIN: 'Meet.Bimbel.example.id',
      JITSI_APP_ID: 'bimbel',
      JITSI_APP_SECRET: secret,
    });
    expect(config.jitsi).toMatchObject({ domain: 'meet.bimbel.example.id', appId: 'bimbel' });
    expect(config.jitsi?.appSecret.reveal()).toBe(secret);
    expect(problemsOf({ JITSI_DOMAIN: 'meet.bimbel.example.id' })).toEqual([
      'JITSI_APP_ID: is required when JITSI_DOMAIN is set (set all three for Jitsi Meet, or none for the demo room)',
      'JITSI_APP_SECRET: is required when JITSI_DOMAIN is set (set all three for Jitsi Meet, or none for the demo room)',
    ]);
    expect(
      problemsOf({
        JITSI_DOMAIN: 'https://meet.example.id/',
        JITSI_APP_ID: 'bimbel',
        JITSI_APP_SECRET: 'short',
      }),
    ).toEqual([
      'JITSI_DOMAIN: must be a host name such as meet.bimbel.example.id (no scheme, no path; a :port may follow)',
      'JITSI_APP_SECRET: must be at least 32 characters',
    ]);
    expect(
      load({ JITSI_DOMAIN: 'meet.example.id:8443', JITSI_APP_ID: 'a', JITSI_APP_SECRET: secret }).jitsi
        ?.domain,
    ).toBe('meet.example.id:8443');
    expect(JSON.stringify(config)).not.toContain(secret);
    expect(describeConfig(config)).toMatchObject({ liveRoom: 'jitsi meet.bimbel.example.id' });
    expect(describeConfig(load({}))).toMatchObject({ liveRoom: 'demo room' });
  });

  it('reads the service hosts and public values without trailing slashes', () => {
    const config = load({
      API_URL: 'https://api.example.id/',
      LIVE_CLASSES_API_URL: 'http://live.internal:4000/base/',
      WAKU_PUBLIC_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
      WAKU_PUBLIC_PLAUSIBLE_DOMAIN: 'bimbel.example.id',
    });
    expect(config.hosts.apiUrl).toBe('https://api.example.id');
    expect(config.hosts.liveClassesApiUrl).toBe('http://live.internal:4000/base');
    expect(config.publicEnv).toEqual({
      sentryDsn: 'https://key@o1.ingest.sentry.io/42',
      plausibleDomain: 'bimbel.example.id',
    });
  });
});

describe('loadConfig in production', () => {
  it('accepts a complete production environment', () => {
    const config = load(PRODUCTION_ENV);
    expect(config.isProduction).toBe(true);
    expect(config.databaseUrl?.reveal()).toBe(PRODUCTION_ENV.DATABASE_URL);
    expect(config.otpSender.kind).toBe('webhook');
    expect(config.emailSender.kind).toBe('webhook');
    expect(config.secureCookies).toBe(true);
    expect(config.otpTestNumbers.size).toBe(0);
  });

  it('names every missing variable when only APP_ENV=production is set', () => {
    expect(problemsOf({ APP_ENV: 'production' })).toEqual([
      'DATABASE_URL: is required in production (the embedded PGlite database is for demo use only)',
      'AUTH_SECRET: is required in production (a random value of at least 32 characters)',
      'OTP_SENDER: must be "webhook" in production (the "log" sender only prints messages)',
      'OTP_WEBHOOK_URL: is required in production',
      'OTP_WEBHOOK_SECRET: is required in production',
      'EMAIL_SENDER: must be "webhook" in production (the "log" sender only prints messages)',
      'EMAIL_WEBHOOK_URL: is required in production',
      'EMAIL_WEBHOOK_SECRET: is required in production',
    ]);
  });

  it('refuses the development secret published in this repository', () => {
    expect(problemsOf({ ...PRODUCTION_ENV, AUTH_SECRET: PUBLISHED_DEMO_AUTH_SECRET })).toEqual([
      'AUTH_SECRET: must not be the development secret published in this repository (unset it in demo, or set a random one)',
    ]);
  });

  it('refuses the log senders', () => {
    expect(problemsOf({ ...PRODUCTION_ENV, OTP_SENDER: 'log', EMAIL_SENDER: undefined })).toEqual([
      'OTP_SENDER: must be "webhook" in production (the "log" sender only prints messages)',
      'EMAIL_SENDER: must be "webhook" in production (the "log" sender only prints messages)',
    ]);
  });

  it('refuses OTP test numbers with a clear message', () => {
    expect(problemsOf({ ...PRODUCTION_ENV, OTP_TEST_NUMBERS: '+6281100000001:123456' })).toEqual([
      'OTP_TEST_NUMBERS: test numbers with fixed codes are not allowed in production; remove the variable',
    ]);
  });
});

describe('secrets', () => {
  const secretValues = [
    SECRET_AUTH,
    SECRET_DB_PASSWORD,
    PRODUCTION_ENV.OTP_WEBHOOK_SECRET,
    PRODUCTION_ENV.EMAIL_WEBHOOK_SECRET,
    PRODUCTION_ENV.ADMIN_TOKEN,
  ];
  const expectNoSecret = (text: string) => {
    for (const value of secretValues) expect(text).not.toContain(value);
  };

  it('never appear in String(), JSON or util.inspect of the config', () => {
    const config: Config = load(PRODUCTION_ENV);
    expectNoSecret(JSON.stringify(config));
    expectNoSecret(inspect(config, { depth: 10 }));
    expectNoSecret(`${config.authSecret} ${config.databaseUrl} ${String(config.adminToken)}`);
    expect(JSON.stringify(config.authSecret)).toBe('"[redacted]"');
  });

  it('never appear in error messages', () => {
    expectNoSecret(messageOf({ ...PRODUCTION_ENV, AUTH_SECRET: SECRET_AUTH.slice(0, 20), PORT: 'x' }));
    expectNoSecret(messageOf({ DATABASE_URL: `mysql://u:${SECRET_DB_PASSWORD}@h/db` }));
    expectNoSecret(messageOf({ ADMIN_TOKEN: PRODUCTION_ENV.ADMIN_TOKEN.slice(0, 10) }));
  });

  it('are summarised, not shown, by describeConfig', () => {
    const summary = describeConfig(load(PRODUCTION_ENV));
    expectNoSecret(JSON.stringify(summary));
    // Webhook URLs are not declared secret, but their query strings often carry tokens.
    expect(JSON.stringify(summary)).not.toContain('query-token-secret');
    expect(summary).toMatchObject({
      database: 'postgres postgres://bimbel:***@db.internal:5432/bimbel (pool 10)',
      authSecret: 'set',
      otpSender: 'webhook https://otp.example.id/send',
      adminEndpoints: 'on',
    });
    expect(describeConfig(load({}))).toMatchObject({
      database: `pglite ${path.join(CWD, '.data', 'pglite')}`,
      authSecret: `generated for this data folder (${path.join(CWD, '.data', 'auth-secret')})`,
      adminEndpoints: 'off',
    });
  });
});

describe('CONFIG_VARIABLES', () => {
  it('describes each variable once, and only WAKU_PUBLIC_* reach the browser', () => {
    const names = CONFIG_VARIABLES.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const variable of CONFIG_VARIABLES) {
      expect(variable.description.length).toBeGreaterThan(10);
      expect(variable.public).toBe(variable.name.startsWith('WAKU_PUBLIC_'));
      if (variable.secret) expect(variable.example).toBe('');
    }
  });

  it('gives examples that together form a valid demo configuration', () => {
    const env = Object.fromEntries(CONFIG_VARIABLES.map(({ name, example }) => [name, example]));
    expect(load(env).appEnv).toBe('demo');
  });

  it('marks as required in production exactly the variables production refuses to start without', () => {
    const missing = new Set(problemsOf({ APP_ENV: 'production' }).map((problem) => problem.split(':')[0]));
    for (const variable of CONFIG_VARIABLES.filter(({ requiredInProduction }) => requiredInProduction)) {
      expect(missing).toContain(variable.name);
    }
  });
});

describe('getConfig', () => {
  it('reads process.env once and returns the same object afterwards', () => {
    const before = process.env.PORT;
    try {
      process.env.PORT = '4321';
      const first = getConfig();
      process.env.PORT = '4322';
      expect(getConfig()).toBe(first);
      expect(first.port).toBe(4321);
    } finally {
      if (before === undefined) delete process.env.PORT;
      else process.env.PORT = before;
    }
  });
});

describe('the class reminders and the job runner (decision 070)', () => {
  it('logs reminders in demo, sends none in production without a webhook, and uses the webhook when set', () => {
    expect(load({}).reminderSender).toEqual({ kind: 'log' });
    expect(load(PRODUCTION_ENV).reminderSender).toBeUndefined();
    const withWebhook = load({
      ...PRODUCTION_ENV,
      REMINDER_WEBHOOK_URL: 'https://wa.example.id/reminders/',
      REMINDER_WEBHOOK_SECRET: 'reminder-webhook-secret-value',
    });
    expect(withWebhook.reminderSender).toMatchObject({
      kind: 'webhook',
      url: 'https://wa.example.id/reminders',
    });
    expect(describeConfig(withWebhook).reminderSender).toBe('webhook https://wa.example.id/reminders');
    expect(JSON.stringify(describeConfig(withWebhook))).not.toContain('reminder-webhook-secret-value');
  });

  it('asks for the reminder URL and secret together', () => {
    expect(problemsOf({ REMINDER_WEBHOOK_URL: 'https://wa.example.id/r' })).toEqual([
      'REMINDER_WEBHOOK_SECRET: is required when REMINDER_WEBHOOK_URL is set',
    ]);
    expect(problemsOf({ REMINDER_WEBHOOK_SECRET: 'x' })).toEqual([
      'REMINDER_WEBHOOK_URL: is required when REMINDER_WEBHOOK_SECRET is set',
    ]);
  });

  it('polls for jobs every 5 s unless told, and 0 turns the runner off', () => {
    expect(load({}).jobsPollMs).toBe(5000);
    expect(load({ JOBS_POLL_MS: '0' }).jobsPollMs).toBe(0);
    expect(problemsOf({ JOBS_POLL_MS: '100' })).toEqual([
      'JOBS_POLL_MS: must be 0 (off) or from 500 to 600000',
    ]);
  });
});

describe('IMAGE_REMOTE_HOSTS', () => {
  it('is no host by default, and a lower-case list of host[:port] entries when set', () => {
    expect(load().imageRemoteHosts).toEqual([]);
    expect(
      load({ IMAGE_REMOTE_HOSTS: ' CDN.bimbel.example.id, img.example.id:8443 ,cdn.bimbel.example.id' })
        .imageRemoteHosts,
    ).toEqual(['cdn.bimbel.example.id', 'img.example.id:8443']);
  });

  it.each([
    'https://cdn.example.id',
    'cdn.example.id/gambar',
    'localhost',
    'cdn.example.id:99999',
    '*.example.id',
  ])('refuses %s, naming the variable', (value) => {
    expect(problemsOf({ IMAGE_REMOTE_HOSTS: value }).join('\n')).toMatch(/^IMAGE_REMOTE_HOSTS: /);
  });
});
