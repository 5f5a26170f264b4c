import type { Config, SenderConfig } from './config.ts';
import { describeMidtrans } from './midtrans-config.ts';

/** URL without password, query or fragment: those may carry secrets. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    const user = url.username ? `${decodeURIComponent(url.username)}${url.password ? ':***' : ''}@` : '';
    return `${url.protocol}//${user}${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return '[unparseable URL]';
  }
}

function describeSender(sender: SenderConfig): string {
  return sender.kind === 'log'
    ? 'log (messages printed in the server log)'
    : `webhook ${redactUrl(sender.url)}`;
}

/**
 * A redacted, log-friendly summary of the configuration: no secret values, no passwords in
 * URLs, only whether each secret is set.
 *
 * @example
 * log('info', 'configuration', describeConfig(getConfig()));
 */
export function describeConfig(config: Config): Record<string, string | number | boolean> {
  const thisServer = 'this server';
  return {
    appEnv: config.appEnv,
    port: config.port,
    host: config.host,
    publicOrigin: config.publicOrigin,
    secureCookies: config.secureCookies,
    dataDir: config.dataDir,
    database: config.databaseUrl
      ? `postgres ${redactUrl(config.databaseUrl.reveal())} (pool ${config.databasePoolSize})`
      : `pglite ${config.pgliteDir}`,
    authSecret: config.authSecretFile ? `generated for this data folder (${config.authSecretFile})` : 'set',
    otpSender: describeSender(config.otpSender),
    otpTestNumbers: config.otpTestNumbers.size,
    emailSender: describeSender(config.emailSender),
    reminderSender: config.reminderSender ? describeSender(config.reminderSender) : 'off',
    jobsPollMs: config.jobsPollMs,
    adminEndpoints: config.adminToken ? 'on' : 'off',
    liveRoom: config.jitsi ? `jitsi ${config.jitsi.domain}` : 'demo room',
    websiteApiUrl: config.hosts.websiteApiUrl ? redactUrl(config.hosts.websiteApiUrl) : thisServer,
    apiUrl: config.hosts.apiUrl ? redactUrl(config.hosts.apiUrl) : thisServer,
    packagesApiUrl: config.hosts.packagesApiUrl ? redactUrl(config.hosts.packagesApiUrl) : thisServer,
    liveClassesApiUrl: config.hosts.liveClassesApiUrl
      ? redactUrl(config.hosts.liveClassesApiUrl)
      : thisServer,
    featureFlagsUrl: config.hosts.featureFlagsUrl ? redactUrl(config.hosts.featureFlagsUrl) : thisServer,
    sentry: config.publicEnv.sentryDsn ? 'on' : 'off',
    plausibleDomain: config.publicEnv.plausibleDomain ?? 'off',
    logLevel: config.logLevel,
    payments: describeMidtrans(config.midtrans),
    pricesTaxMode: config.pricesTaxMode,
  };
}
