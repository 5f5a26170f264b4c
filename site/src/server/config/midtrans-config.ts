import { createHmac } from 'node:crypto';
import { MIDTRANS_NOTIFICATION } from '@bimbel/domain/contracts/endpoints';
import type { ConfigVariableName } from './config-variables.ts';
import { Secret } from './secret.ts';

/*
 * Where payments go (issue 16, decision 080). With MIDTRANS_SERVER_KEY: Midtrans itself, its
 * sandbox or production by MIDTRANS_ENV. Without it: outside production the built-in sandbox
 * gateway this site serves under /midtrans-sandbox (the same adapter code, pointed at it), in
 * production no payments at all (orders answer 503 payment_unavailable) — never a fake gateway.
 */

export const MIDTRANS_ENVS = ['sandbox', 'production'] as const;
export type MidtransEnv = (typeof MIDTRANS_ENVS)[number];

/** Midtrans's documented hosts: Snap (app.…) and the Core API (api.…). */
export const MIDTRANS_BASE_URLS: Record<MidtransEnv, { snap: string; api: string }> = {
  sandbox: { snap: 'https://app.sandbox.midtrans.com', api: 'https://api.sandbox.midtrans.com' },
  production: { snap: 'https://app.midtrans.com', api: 'https://api.midtrans.com' },
};

/** Where this site serves the built-in sandbox gateway (both Snap's and the Core API's paths). */
export const MIDTRANS_SANDBOX_PATH = '/midtrans-sandbox';

/** Server keys as the Midtrans dashboard shows them (Settings → Access Keys); no ':' (Basic auth). */
export const MIDTRANS_SERVER_KEY_PATTERN = /^[A-Za-z0-9_.-]{8,200}$/;

export type MidtransConfig =
  | {
      readonly mode: 'midtrans';
      readonly env: MidtransEnv;
      readonly snapBaseUrl: string;
      readonly apiBaseUrl: string;
      readonly serverKey: Secret;
      /** MIDTRANS_NOTIFICATION_URL, sent as X-Override-Notification; unset = the dashboard's URL. */
      readonly notificationUrl: string | undefined;
    }
  | {
      readonly mode: 'sandbox';
      /** `${PUBLIC_ORIGIN}/midtrans-sandbox`, for Snap's and the Core API's paths alike. */
      readonly snapBaseUrl: string;
      readonly apiBaseUrl: string;
      /** Derived from AUTH_SECRET: secret per deployment, the same in every process sharing it. */
      readonly serverKey: Secret;
      readonly notificationUrl: string | undefined;
      /** Where the sandbox notifies when a transaction names no URL: this site's own handler. */
      readonly defaultNotificationUrl: string;
    }
  | { readonly mode: 'off' };

type Raw = Partial<Record<ConfigVariableName, string>>;

/** The problems of the Midtrans variables taken together (config.ts's crossVariableProblems). */
export function midtransProblems(raw: Raw): [ConfigVariableName, string][] {
  const problems: [ConfigVariableName, string][] = [];
  const key = raw.MIDTRANS_SERVER_KEY;
  if (raw.MIDTRANS_ENV && !key) {
    problems.push([
      'MIDTRANS_SERVER_KEY',
      `is required when MIDTRANS_ENV is set (unset both for the built-in sandbox in demo mode)`,
    ]);
  }
  if (key) {
    const env = raw.MIDTRANS_ENV ?? (raw.APP_ENV === 'production' ? 'production' : 'sandbox');
    // Midtrans prefixes sandbox keys with SB-: a sandbox key in production takes no money, a
    // production key in the sandbox settings would take real money in a test.
    if (env === 'production' && key.startsWith('SB-Mid-server-')) {
      problems.push(['MIDTRANS_SERVER_KEY', 'is a sandbox key (SB-Mid-server-…) but MIDTRANS_ENV is production']);
    }
    if (env === 'sandbox' && key.startsWith('Mid-server-')) {
      problems.push(['MIDTRANS_SERVER_KEY', 'is a production key (Mid-server-…) but MIDTRANS_ENV is sandbox']);
    }
  }
  return problems;
}

/**
 * `SB-Mid-server-demo-…`: the built-in sandbox's server key for an AUTH_SECRET (an HMAC of it), so
 * it is secret wherever AUTH_SECRET is and the same in every process that shares AUTH_SECRET.
 */
export function sandboxServerKeyFor(authSecret: string): string {
  const tag = createHmac('sha256', authSecret).update('midtrans-sandbox-server-key').digest('base64url');
  return `SB-Mid-server-demo-${tag.slice(0, 32)}`;
}

export function buildMidtransConfig(
  values: { env: MidtransEnv | undefined; serverKey: Secret | undefined; notificationUrl: string | undefined },
  site: { isProduction: boolean; publicOrigin: string; packagesApiUrl: string | undefined; authSecret: Secret },
): MidtransConfig {
  if (values.serverKey) {
    const env = values.env ?? (site.isProduction ? 'production' : 'sandbox');
    return Object.freeze({
      mode: 'midtrans',
      env,
      snapBaseUrl: MIDTRANS_BASE_URLS[env].snap,
      apiBaseUrl: MIDTRANS_BASE_URLS[env].api,
      serverKey: values.serverKey,
      notificationUrl: values.notificationUrl,
    });
  }
  if (site.isProduction) return Object.freeze({ mode: 'off' });
  const base = `${site.publicOrigin}${MIDTRANS_SANDBOX_PATH}`;
  return Object.freeze({
    mode: 'sandbox',
    snapBaseUrl: base,
    apiBaseUrl: base,
    serverKey: new Secret(() => sandboxServerKeyFor(site.authSecret.reveal())),
    notificationUrl: values.notificationUrl,
    defaultNotificationUrl: `${site.packagesApiUrl ?? site.publicOrigin}${MIDTRANS_NOTIFICATION.path}`,
  });
}

/** For describeConfig: where payments go, without the key. */
export function describeMidtrans(midtrans: MidtransConfig): string {
  if (midtrans.mode === 'midtrans') return `midtrans ${midtrans.env} (${midtrans.apiBaseUrl})`;
  if (midtrans.mode === 'sandbox') return `built-in sandbox (${midtrans.snapBaseUrl})`;
  return 'off (MIDTRANS_SERVER_KEY not set)';
}
