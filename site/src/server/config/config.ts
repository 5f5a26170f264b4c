import path from 'node:path';
import { z } from 'zod';
import { CONFIG_VARIABLES, PUBLISHED_DEMO_AUTH_SECRET, type ConfigVariableName } from './config-variables.ts';
import { DEMO_AUTH_SECRET_FILE, readOrCreateDemoAuthSecret } from './demo-auth-secret.ts';
import {
  buildMidtransConfig,
  MIDTRANS_ENVS,
  MIDTRANS_SERVER_KEY_PATTERN,
  midtransProblems,
  type MidtransConfig,
} from './midtrans-config.ts';
import { Secret } from './secret.ts';
import { DEFAULT_TAX_MODE, TAX_MODES, type TaxMode } from '@bimbel/domain/packages/price-tax';

export {
  CONFIG_VARIABLES,
  PUBLISHED_DEMO_AUTH_SECRET,
  type ConfigVariable,
  type ConfigVariableName,
} from './config-variables.ts';
export { Secret } from './secret.ts';
export { describeConfig } from './describe-config.ts';

export const APP_ENVS = ['demo', 'production'] as const;
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export const SENDER_KINDS = ['log', 'webhook'] as const;
export const AUTH_SECRET_MIN_LENGTH = 32;
/** The demo families' login numbers (site/src/server/demo/demo-accounts.ts) and their fixed code. */
export const DEMO_OTP_CODE = '123456';
export const DEMO_OTP_TEST_NUMBERS: readonly (readonly [string, string])[] = [
  '+6281100000001',
  '+6281100000002',
  '+6281100000003',
  '+6281100000004',
  '+6281100000005',
  '+6281100000009',
].map((phone) => [phone, DEMO_OTP_CODE] as const);
export const ADMIN_TOKEN_MIN_LENGTH = 24;
/** An HS256 key should be as long as the hash (256 bits); 32 characters at least. */
export const JITSI_APP_SECRET_MIN_LENGTH = 32;
export const DATABASE_POOL_SIZE_MAX = 100;
/** TRUST_PROXY counts proxies in front of the server; more than this is a typo. */
export const TRUSTED_PROXIES_MAX = 10;
/** Public pages are shared-cacheable for 5 minutes (CACHE_TANYA): never keep them longer. */
export const PAGE_CACHE_SECONDS_MAX = 300;

export type AppEnv = (typeof APP_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];
export type SenderConfig = { kind: 'log' } | { kind: 'webhook'; url: string; secret: Secret };
/** The Jitsi Meet server of the live classes (decision 071). */
export type JitsiConfig = { readonly domain: string; readonly appId: string; readonly appSecret: Secret };

export type Config = {
  readonly appEnv: AppEnv;
  readonly isProduction: boolean;
  readonly port: number;
  readonly host: string;
  /** Origin only, no trailing slash: `https://bimbel.example.id`. */
  readonly publicOrigin: string;
  /** True when PUBLIC_ORIGIN is https: cookies get the Secure flag. */
  readonly secureCookies: boolean;
  /** Absolute. */
  readonly dataDir: string;
  /** `${dataDir}/pglite`, the embedded database folder. */
  readonly pgliteDir: string;
  /** Set = PostgreSQL; unset = embedded PGlite. A Secret because URLs carry passwords. */
  readonly databaseUrl: Secret | undefined;
  readonly databasePoolSize: number;
  /** AUTH_SECRET; in demo without it, read from (or created in) `authSecretFile` on first use. */
  readonly authSecret: Secret;
  /** Demo without AUTH_SECRET: `${dataDir}/auth-secret`, the generated secret's file. */
  readonly authSecretFile: string | undefined;
  readonly otpSender: SenderConfig;
  /** E.164 number → fixed 6-digit code. Always empty in production. */
  readonly otpTestNumbers: ReadonlyMap<string, string>;
  readonly emailSender: SenderConfig;
  /** The WhatsApp class reminders' sender; undefined = off (production without REMINDER_WEBHOOK_URL). */
  readonly reminderSender: SenderConfig | undefined;
  /** Background job polling period (jobs/job-runner.ts); 0 = this process runs no jobs. */
  readonly jobsPollMs: number;
  /** PRICES_TAX_MODE: whether catalogue prices include PPN or the service is exempt (decision 079). */
  readonly pricesTaxMode: TaxMode;
  /** Unset = admin endpoints off. */
  readonly adminToken: Secret | undefined;
  /** JITSI_DOMAIN, JITSI_APP_ID and JITSI_APP_SECRET; undefined = the demo room. */
  readonly jitsi: JitsiConfig | undefined;
  /** Base URLs without trailing slash; undefined = this server. */
  readonly hosts: {
    readonly websiteApiUrl: string | undefined;
    readonly apiUrl: string | undefined;
    readonly packagesApiUrl: string | undefined;
    readonly liveClassesApiUrl: string | undefined;
    readonly featureFlagsUrl: string | undefined;
  };
  /** The WAKU_PUBLIC_* values (the only ones the browser may see). */
  readonly publicEnv: {
    readonly sentryDsn: string | undefined;
    readonly plausibleDomain: string | undefined;
  };
  readonly logLevel: LogLevel;
  /**
   * How many reverse proxies stand in front (TRUST_PROXY): the client IP is the N-th
   * X-Forwarded-For entry from the right; 0 = the socket address (http/backend-context.ts).
   */
  readonly trustedProxies: number;
  /** OTP login limits per sliding hour (auth/otp-policy.ts, decision 066). */
  readonly otpLimits: {
    readonly sendsPerNumber: number;
    readonly requestsPerIp: number;
    readonly failedCodes: number;
  };
  /**
   * ORDERS_PER_FAMILY_PER_HOUR: new orders one family account may create per sliding hour
   * (orders/order-limit.ts, decision 079); the same draft sent again is not a new order.
   */
  readonly ordersPerFamilyPerHour: number;
  /** Public pages answered from memory this long after a render; 0 = off (http/page-cache.ts). */
  readonly pageCacheSeconds: number;
  /** Hosts (`host` or `host:port`, lower case) whose images /_next/image may fetch (decision 087). */
  readonly imageRemoteHosts: readonly string[];
  /** Check every API answer against its contract (development, tests, demo): decision 064. */
  readonly apiContractCheck: boolean;
  /** Where payments go: Midtrans, the built-in sandbox, or nowhere (decision 080). */
  readonly midtrans: MidtransConfig;
};

/** The configuration is unusable; the message lists every problem, one per line, each naming its variable. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      `Invalid configuration (environment variables):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
const HOSTNAME_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** IMAGE_REMOTE_HOSTS: `cdn.example.id, img.example.id:8443` → lower-case `host[:port]` entries. */
const imageHosts = z.string().transform((value, context) => {
  const hosts: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)) {
    const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(entry);
    const port = match?.[2] === undefined ? undefined : Number(match[2]);
    if (!match?.[1] || !HOSTNAME_PATTERN.test(match[1]) || (port !== undefined && (port < 1 || port > 65535))) {
      context.addIssue({
        code: 'custom',
        message: `"${entry}" is not a host name such as cdn.bimbel.example.id (no scheme, no path; a :port may follow)`,
      });
    } else if (!hosts.includes(entry)) {
      hosts.push(entry);
    }
  }
  return hosts;
});

function parseUrl(value: string, protocols: readonly string[]): URL | undefined {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      error: `must be a whole number from ${min} to ${max}`,
    });

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      `must be one of ${values.map((v) => `"${v}"`).join(', ')} (got "${String(issue.input)}")`,
  });

const httpUrl = z
  .string()
  .refine((value) => parseUrl(value, ['http:', 'https:']) !== undefined, {
    error: 'must be an http:// or https:// URL',
  })
  .transform((value) => value.replace(/\/+$/, ''));

const origin = z
  .string()
  .refine(
    (value) => {
      const url = parseUrl(value, ['http:', 'https:']);
      return url !== undefined && url.pathname === '/' && !url.search && !url.hash && !url.username;
    },
    { error: 'must be an origin such as https://bimbel.example.id (scheme and host, no path)' },
  )
  .transform((value) => new URL(value).origin);

const secret = (minLength: number) =>
  z
    .string()
    .min(minLength, { error: `must be at least ${minLength} characters` })
    .transform((value) => new Secret(value));

const testNumbers = z.string().transform((value, context) => {
  const numbers = new Map<string, string>();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [number = '', code = '', ...rest] = entry.split(':').map((part) => part.trim());
    if (!E164_PATTERN.test(number) || !/^\d{6}$/.test(code) || rest.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `"${entry}" is not "+<E.164 number>:<6 digits>", e.g. +6281100000001:123456`,
      });
    } else if (numbers.has(number)) {
      context.addIssue({ code: 'custom', message: `${number} is listed twice` });
    } else {
      numbers.set(number, code);
    }
  }
  return numbers;
});

/** Per-variable rules. Rules that relate several variables are in `crossVariableProblems`. */
const EnvSchema = z.object({
  APP_ENV: oneOf(APP_ENVS).default('demo'),
  PORT: integer(1, 65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_ORIGIN: origin.optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z
    .string()
    .refine((value) => parseUrl(value, ['postgres:', 'postgresql:']) !== undefined, {
      error: 'must be a postgres:// or postgresql:// URL',
    })
    .transform((value) => new Secret(value))
    .optional(),
  DATABASE_POOL_SIZE: integer(1, DATABASE_POOL_SIZE_MAX).default(10),
  AUTH_SECRET: secret(AUTH_SECRET_MIN_LENGTH).optional(),
  OTP_SENDER: oneOf(SENDER_KINDS).optional(),
  OTP_WEBHOOK_URL: httpUrl.optional(),
  OTP_WEBHOOK_SECRET: secret(1).optional(),
  EMAIL_SENDER: oneOf(SENDER_KINDS).optional(),
  EMAIL_WEBHOOK_URL: httpUrl.optional(),
  EMAIL_WEBHOOK_SECRET: secret(1).optional(),
  REMINDER_WEBHOOK_URL: httpUrl.optional(),
  REMINDER_WEBHOOK_SECRET: secret(1).optional(),
  JOBS_POLL_MS: integer(0, 600_000)
    .refine((value) => value === 0 || value >= 500, { error: 'must be 0 (off) or from 500 to 600000' })
    .default(5000),
  PRICES_TAX_MODE: oneOf(TAX_MODES).default(DEFAULT_TAX_MODE),
  OTP_TEST_NUMBERS: testNumbers.optional(),
  ADMIN_TOKEN: secret(ADMIN_TOKEN_MIN_LENGTH).optional(),
  JITSI_DOMAIN: z
    .string()
    .refine((value) => /^[a-z0-9.-]+(:\d{1,5})?$/i.test(value) && HOSTNAME_PATTERN.test(value.replace(/:\d+$/, '')), {
      error: 'must be a host name such as meet.bimbel.example.id (no scheme, no path; a :port may follow)',
    })
    .transform((value) => value.toLowerCase())
    .optional(),
  JITSI_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/, { error: 'must be 1-100 letters, digits, dots, dashes or underscores' })
    .optional(),
  JITSI_APP_SECRET: secret(JITSI_APP_SECRET_MIN_LENGTH).optional(),
  WEBSITE_API_URL: httpUrl.optional(),
  API_URL: httpUrl.optional(),
  PACKAGES_API_URL: httpUrl.optional(),
  LIVE_CLASSES_API_URL: httpUrl.optional(),
  FEATURE_FLAGS_URL: httpUrl.optional(),
  WAKU_PUBLIC_WEBSITE_API_URL: httpUrl.optional(),
  WAKU_PUBLIC_API_URL: httpUrl.optional(),
  WAKU_PUBLIC_PACKAGES_API_URL: httpUrl.optional(),
  WAKU_PUBLIC_LIVE_CLASSES_API_URL: httpUrl.optional(),
  WAKU_PUBLIC_PLAUSIBLE_API_HOST: httpUrl.optional(),
  WAKU_PUBLIC_SENTRY_DSN: httpUrl.optional(),
  WAKU_PUBLIC_PLAUSIBLE_DOMAIN: z
    .string()
    .regex(HOSTNAME_PATTERN, {
      error: 'must be a domain name such as bimbel.example.id (no scheme, no path)',
    })
    .optional(),
  LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
  TRUST_PROXY: integer(0, TRUSTED_PROXIES_MAX).default(0),
  PAGE_CACHE_SECONDS: integer(0, PAGE_CACHE_SECONDS_MAX).default(10),
  IMAGE_REMOTE_HOSTS: imageHosts.default([]),
  OTP_SENDS_PER_NUMBER_PER_HOUR: integer(1, 100).default(5),
  OTP_REQUESTS_PER_IP_PER_HOUR: integer(1, 100_000).default(20),
  OTP_FAILED_CODES_PER_HOUR: integer(5, 10_000).default(100),
  ORDERS_PER_FAMILY_PER_HOUR: integer(1, 1000).default(10),
  API_CONTRACT_CHECK: oneOf(['0', '1']).optional(),
  MIDTRANS_ENV: oneOf(MIDTRANS_ENVS).optional(),
  MIDTRANS_SERVER_KEY: z
    .string()
    .regex(MIDTRANS_SERVER_KEY_PATTERN, {
      error: 'must be the Server Key of the Midtrans dashboard (Settings → Access Keys), e.g. SB-Mid-server-…',
    })
    .transform((value) => new Secret(value))
    .optional(),
  MIDTRANS_NOTIFICATION_URL: httpUrl.optional(),
} satisfies Record<ConfigVariableName, z.ZodType>);

type Raw = Partial<Record<ConfigVariableName, string>>;

/** Trimmed values of our variables; empty strings count as unset (`FOO=` in an .env file). */
function readRaw(env: Record<string, string | undefined>): Raw {
  const raw: Raw = {};
  for (const { name } of CONFIG_VARIABLES) {
    const value = env[name]?.trim();
    if (value) raw[name] = value;
  }
  return raw;
}

function crossVariableProblems(raw: Raw): [ConfigVariableName, string][] {
  const problems: [ConfigVariableName, string][] = [];
  const production = raw.APP_ENV === 'production';
  const senders = [
    ['OTP_SENDER', 'OTP_WEBHOOK_URL', 'OTP_WEBHOOK_SECRET'],
    ['EMAIL_SENDER', 'EMAIL_WEBHOOK_URL', 'EMAIL_WEBHOOK_SECRET'],
  ] as const;
  for (const [sender, url, secretName] of senders) {
    if (production && raw[sender] !== 'webhook') {
      problems.push([sender, `must be "webhook" in production (the "log" sender only prints messages)`]);
    }
    if (production || raw[sender] === 'webhook') {
      const why = raw[sender] === 'webhook' ? `when ${sender}=webhook` : 'in production';
      if (!raw[url]) problems.push([url, `is required ${why}`]);
      if (!raw[secretName]) problems.push([secretName, `is required ${why}`]);
    }
  }
  const jitsi = ['JITSI_DOMAIN', 'JITSI_APP_ID', 'JITSI_APP_SECRET'] as const;
  const jitsiSet = jitsi.filter((name) => raw[name]);
  if (jitsiSet.length > 0 && jitsiSet.length < jitsi.length) {
    for (const name of jitsi.filter((name) => !raw[name])) {
      problems.push([
        name,
        `is required when ${jitsiSet.join(' and ')} ${jitsiSet.length === 1 ? 'is' : 'are'} set (set all three for Jitsi Meet, or none for the demo room)`,
      ]);
    }
  }
  if (Boolean(raw.REMINDER_WEBHOOK_URL) !== Boolean(raw.REMINDER_WEBHOOK_SECRET)) {
    const [missing, given] = raw.REMINDER_WEBHOOK_URL
      ? (['REMINDER_WEBHOOK_SECRET', 'REMINDER_WEBHOOK_URL'] as const)
      : (['REMINDER_WEBHOOK_URL', 'REMINDER_WEBHOOK_SECRET'] as const);
    problems.push([missing, `is required when ${given} is set`]);
  }
  problems.push(...midtransProblems(raw));
  if (raw.AUTH_SECRET === PUBLISHED_DEMO_AUTH_SECRET) {
    problems.push([
      'AUTH_SECRET',
      'must not be the development secret published in this repository (unset it in demo, or set a random one)',
    ]);
  }
  if (production) {
    if (!raw.AUTH_SECRET) {
      problems.push([
        'AUTH_SECRET',
        `is required in production (a random value of at least ${AUTH_SECRET_MIN_LENGTH} characters)`,
      ]);
    }
    if (!raw.DATABASE_URL) {
      problems.push([
        'DATABASE_URL',
        'is required in production (the embedded PGlite database is for demo use only)',
      ]);
    }
    if (raw.OTP_TEST_NUMBERS) {
      problems.push([
        'OTP_TEST_NUMBERS',
        'test numbers with fixed codes are not allowed in production; remove the variable',
      ]);
    }
  }
  return problems;
}

function buildSender(
  kind: 'log' | 'webhook',
  url: string | undefined,
  secretValue: Secret | undefined,
): SenderConfig {
  if (kind === 'log') return { kind };
  // crossVariableProblems guarantees both are present for a webhook sender.
  if (url === undefined || secretValue === undefined)
    throw new Error('unreachable: webhook sender without URL or secret');
  return { kind, url, secret: secretValue };
}

/**
 * The class reminders' sender: the webhook when configured; otherwise the log in demo mode and
 * none in production (a real site without a WhatsApp gateway sends no reminders, decision 070).
 */
function reminderSender(url: string | undefined, secretValue: Secret | undefined, isProduction: boolean) {
  if (url !== undefined && secretValue !== undefined) return buildSender('webhook', url, secretValue);
  return isProduction ? undefined : buildSender('log', undefined, undefined);
}

/**
 * Reads and validates the configuration from `env`. Pure: no caching, no side effects (a demo's
 * generated AUTH_SECRET is read or created only when first revealed).
 * Throws a ConfigError listing every problem (never a secret value).
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  { cwd = process.cwd() }: { cwd?: string } = {},
): Config {
  const raw = readRaw(env);
  const parsed = EnvSchema.safeParse(raw);
  const problems = new Map<string, string[]>();
  const add = (name: string, message: string) => problems.set(name, [...(problems.get(name) ?? []), message]);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(String(issue.path[0] ?? 'environment'), issue.message);
  }
  for (const [name, message] of crossVariableProblems(raw)) add(name, message);
  if (!parsed.success || problems.size > 0) {
    const order = CONFIG_VARIABLES.map(({ name }) => name as string);
    const names = [...problems.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    throw new ConfigError(
      names.flatMap((name) => (problems.get(name) ?? []).map((message) => `${name}: ${message}`)),
    );
  }

  const values = parsed.data;
  const isProduction = values.APP_ENV === 'production';
  const publicOrigin = values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`;
  const dataDir = path.resolve(cwd, values.DATA_DIR);
  // Production always has AUTH_SECRET (refused above otherwise). A demo without it gets its data
  // folder's own random secret, created on first use, never a value known from the repository.
  const authSecretFile = values.AUTH_SECRET ? undefined : path.join(dataDir, DEMO_AUTH_SECRET_FILE);
  const authSecret = values.AUTH_SECRET ?? new Secret(() => readOrCreateDemoAuthSecret(dataDir));

  const config: Config = {
    appEnv: values.APP_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST,
    publicOrigin,
    secureCookies: publicOrigin.startsWith('https:'),
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    authSecret,
    authSecretFile,
    otpSender: buildSender(values.OTP_SENDER ?? 'log', values.OTP_WEBHOOK_URL, values.OTP_WEBHOOK_SECRET),
    // A demo server without its own list gets the documented demo numbers (README), so a
    // fresh `npm start` can be logged into; production never has any (refused above).
    otpTestNumbers: values.OTP_TEST_NUMBERS ?? (isProduction ? new Map() : new Map(DEMO_OTP_TEST_NUMBERS)),
    emailSender: buildSender(
      values.EMAIL_SENDER ?? 'log',
      values.EMAIL_WEBHOOK_URL,
      values.EMAIL_WEBHOOK_SECRET,
    ),
    reminderSender: reminderSender(values.REMINDER_WEBHOOK_URL, values.REMINDER_WEBHOOK_SECRET, isProduction),
    jobsPollMs: values.JOBS_POLL_MS,
    pricesTaxMode: values.PRICES_TAX_MODE,
    adminToken: values.ADMIN_TOKEN,
    jitsi:
      values.JITSI_DOMAIN && values.JITSI_APP_ID && values.JITSI_APP_SECRET
        ? Object.freeze({
            domain: values.JITSI_DOMAIN,
            appId: values.JITSI_APP_ID,
            appSecret: values.JITSI_APP_SECRET,
          })
        : undefined,
    hosts: Object.freeze({
      websiteApiUrl: values.WEBSITE_API_URL,
      apiUrl: values.API_URL,
      packagesApiUrl: values.PACKAGES_API_URL,
      liveClassesApiUrl: values.LIVE_CLASSES_API_URL,
      featureFlagsUrl: values.FEATURE_FLAGS_URL,
    }),
    publicEnv: Object.freeze({
      sentryDsn: values.WAKU_PUBLIC_SENTRY_DSN,
      plausibleDomain: values.WAKU_PUBLIC_PLAUSIBLE_DOMAIN,
    }),
    logLevel: values.LOG_LEVEL,
    trustedProxies: values.TRUST_PROXY,
    pageCacheSeconds: values.PAGE_CACHE_SECONDS,
    imageRemoteHosts: Object.freeze(values.IMAGE_REMOTE_HOSTS),
    otpLimits: Object.freeze({
      sendsPerNumber: values.OTP_SENDS_PER_NUMBER_PER_HOUR,
      requestsPerIp: values.OTP_REQUESTS_PER_IP_PER_HOUR,
      failedCodes: values.OTP_FAILED_CODES_PER_HOUR,
    }),
    ordersPerFamilyPerHour: values.ORDERS_PER_FAMILY_PER_HOUR,
    apiContractCheck: values.API_CONTRACT_CHECK ? values.API_CONTRACT_CHECK === '1' : !isProduction,
    midtrans: buildMidtransConfig(
      { env: values.MIDTRANS_ENV, serverKey: values.MIDTRANS_SERVER_KEY, notificationUrl: values.MIDTRANS_NOTIFICATION_URL },
      { isProduction, publicOrigin, packagesApiUrl: values.PACKAGES_API_URL, authSecret },
    ),
  };
  return Object.freeze(config);
}

let cached: Config | undefined;

/** The process configuration, read from process.env on first use and cached. Throws ConfigError. */
export function getConfig(): Config {
  cached ??= loadConfig(process.env);
  return cached;
}
