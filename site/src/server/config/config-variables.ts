/**
 * Every environment variable the server reads, described for people (.env.example, README)
 * and for tests (a test can check that .env.example lists exactly these names).
 */
export type ConfigVariable = {
  readonly name: string;
  readonly description: string;
  /** A safe value to show in .env.example ('' = leave unset). Never a real secret. */
  readonly example: string;
  /** What the server uses when the variable is unset, in words or as a value; undefined = no default. */
  readonly defaultValue: string | undefined;
  /** Never printed: error messages, logs and describeConfig() hide it. */
  readonly secret: boolean;
  /** Reaches the browser (only WAKU_PUBLIC_* may). */
  readonly public: boolean;
  /** APP_ENV=production refuses to start without it. */
  readonly requiredInProduction: boolean;
};

/**
 * The development secret this repository once published as the demo default. Anyone could sign
 * tokens with it, so it is refused as AUTH_SECRET everywhere; demo servers now generate their
 * own per data folder (demo-auth-secret.ts, decision 066).
 */
export const PUBLISHED_DEMO_AUTH_SECRET = 'demo-only-insecure-auth-secret--do-not-use-in-production';

function variable<Name extends string>(
  name: Name,
  description: string,
  options: Partial<Omit<ConfigVariable, 'name' | 'description' | 'public'>> = {},
): ConfigVariable & { readonly name: Name } {
  return {
    name,
    description,
    example: options.example ?? '',
    defaultValue: options.defaultValue,
    secret: options.secret ?? false,
    public: name.startsWith('WAKU_PUBLIC_'),
    requiredInProduction: options.requiredInProduction ?? false,
  };
}

export const CONFIG_VARIABLES = [
  variable(
    'APP_ENV',
    '"demo" (log senders, test numbers allowed, embedded database) or "production" (strict checks).',
    {
      example: 'demo',
      defaultValue: 'demo',
    },
  ),
  variable('PORT', 'HTTP port, 1-65535.', { example: '3000', defaultValue: '3000' }),
  variable('HOST', 'Interface to listen on.', { example: '0.0.0.0', defaultValue: '0.0.0.0' }),
  variable(
    'PUBLIC_ORIGIN',
    'Public URL of the site (canonical URLs, Origin checks; https turns on Secure cookies).',
    {
      example: 'http://localhost:3000',
      defaultValue: 'http://localhost:${PORT}',
    },
  ),
  variable(
    'DATA_DIR',
    'Folder for local data; the embedded PGlite database lives in DATA_DIR/pglite. Relative to the working directory.',
    {
      example: '.data',
      defaultValue: '.data',
    },
  ),
  variable(
    'DATABASE_URL',
    'PostgreSQL URL (postgres://user:password@host:5432/db). Set = PostgreSQL instead of the embedded PGlite.',
    {
      example: '',
      secret: true,
      requiredInProduction: true,
    },
  ),
  variable('DATABASE_POOL_SIZE', 'Maximum PostgreSQL connections of this process, 1-100.', {
    example: '10',
    defaultValue: '10',
  }),
  variable(
    'AUTH_SECRET',
    'Secret that signs access tokens (JWT), at least 32 characters. Required in production. Demo, when unset: a random secret generated on the first start and kept in DATA_DIR/auth-secret (mode 0600), the same after a restart.',
    {
      example: '',
      defaultValue: 'demo: random, kept in DATA_DIR/auth-secret; production: none (required)',
      secret: true,
      requiredInProduction: true,
    },
  ),
  variable(
    'OTP_SENDER',
    'How login codes are sent: "log" (printed in the server log, demo only) or "webhook".',
    {
      example: 'log',
      defaultValue: 'log (demo); production requires webhook',
      requiredInProduction: true,
    },
  ),
  variable(
    'OTP_WEBHOOK_URL',
    'URL that receives login codes to deliver (WhatsApp/SMS) when OTP_SENDER=webhook.',
    {
      example: '',
    },
  ),
  variable('OTP_WEBHOOK_SECRET', 'Secret that signs requests to OTP_WEBHOOK_URL.', {
    example: '',
    secret: true,
  }),
  variable('EMAIL_SENDER', 'How e-mails (verification links) are sent: "log" (demo only) or "webhook".', {
    example: 'log',
    defaultValue: 'log (demo); production requires webhook',
    requiredInProduction: true,
  }),
  variable('EMAIL_WEBHOOK_URL', 'URL that receives e-mails to deliver when EMAIL_SENDER=webhook.', {
    example: '',
  }),
  variable('EMAIL_WEBHOOK_SECRET', 'Secret that signs requests to EMAIL_WEBHOOK_URL.', {
    example: '',
    secret: true,
  }),
  variable(
    'REMINDER_WEBHOOK_URL',
    'URL that receives the WhatsApp class reminders (30 minutes before each class) to deliver. Unset: demo prints them in the server log (number masked); production sends none.',
    { example: '', defaultValue: 'unset (demo: log; production: reminders off)' },
  ),
  variable('REMINDER_WEBHOOK_SECRET', 'Secret that signs requests to REMINDER_WEBHOOK_URL (required with it).', {
    example: '',
    secret: true,
  }),
  variable(
    'JOBS_POLL_MS',
    'How often this process looks for due background jobs (reminders, pruning…), in milliseconds, 0 or 500-600000. 0 = this process runs no jobs (another one sharing the database does).',
    { example: '5000', defaultValue: '5000' },
  ),
  variable(
    'PRICES_TAX_MODE',
    '"exempt": bimbel is an education service exempt from PPN, prices carry none; "included": prices include PPN 11% and receipts show it (decision 079).',
    { example: 'exempt', defaultValue: 'exempt' },
  ),
  variable(
    'OTP_TEST_NUMBERS',
    'Test phone numbers with fixed codes, "+E164:6digits" separated by commas. Refused in production.',
    {
      example: '',
      defaultValue: 'demo: the README demo numbers +6281100000001…5 and …9 with code 123456; production: none',
    },
  ),
  variable(
    'ADMIN_TOKEN',
    'Bearer token for the admin endpoints, at least 24 characters. Unset = admin endpoints off.',
    {
      example: '',
      defaultValue: 'unset (admin endpoints off)',
      secret: true,
    },
  ),
  variable(
    'JITSI_DOMAIN',
    'Host name of the Jitsi Meet server with JWT auth (e.g. meet.bimbel.example.id) that runs the live classes. Set together with JITSI_APP_ID and JITSI_APP_SECRET; all three unset = the built-in demo room (decision 071).',
    { example: '', defaultValue: 'unset (the demo room)' },
  ),
  variable('JITSI_APP_ID', 'The Jitsi app_id (JWT "iss") the Prosody token plugin accepts.', { example: '' }),
  variable(
    'JITSI_APP_SECRET',
    'The Jitsi app_secret that signs the per-participant JWTs (HS256), at least 32 characters.',
    { example: '', secret: true },
  ),
  variable('WEBSITE_API_URL', 'Base URL of the website API (call-me-back). Unset = this server.', {
    example: '',
  }),
  variable('API_URL', 'Base URL of the main API (sessions, user management). Unset = this server.', {
    example: '',
  }),
  variable('PACKAGES_API_URL', 'Base URL of the packages API (purchases). Unset = this server.', {
    example: '',
  }),
  variable('LIVE_CLASSES_API_URL', 'Base URL of the live-classes API. Unset = this server.', { example: '' }),
  variable('FEATURE_FLAGS_URL', 'URL of the feature-flag list. Unset = the flags stored by this server.', {
    example: '',
  }),
  variable('WAKU_PUBLIC_WEBSITE_API_URL', 'Build time: the website API as the browser calls it (call-me-back). Unset = this site. Reaches the browser.', {
    example: '',
  }),
  variable('WAKU_PUBLIC_API_URL', 'Build time: the main API as the browser calls it (auth, sessions, user management). Unset = this site. Reaches the browser.', {
    example: '',
  }),
  variable('WAKU_PUBLIC_PACKAGES_API_URL', 'Build time: the packages API as the browser calls it. Unset = this site. Reaches the browser.', {
    example: '',
  }),
  variable('WAKU_PUBLIC_LIVE_CLASSES_API_URL', 'Build time: the live-classes API as the browser calls it. Unset = this site. Reaches the browser.', {
    example: '',
  }),
  variable(
    'WAKU_PUBLIC_SENTRY_DSN',
    'Sentry DSN for browser error reporting. Unset = off. Reaches the browser.',
    {
      example: '',
    },
  ),
  variable(
    'WAKU_PUBLIC_PLAUSIBLE_DOMAIN',
    'Site domain registered in Plausible (e.g. bimbel.example.id). Unset = off. Reaches the browser.',
    {
      example: '',
    },
  ),
  variable(
    'WAKU_PUBLIC_PLAUSIBLE_API_HOST',
    'Build time: where Plausible events go (a self-hosted Plausible). Unset = plausible.io. Reaches the browser.',
    { example: '' },
  ),
  variable(
    'TRUST_PROXY',
    'How many reverse proxies stand in front of the server, 0-10. Rate limits use the address the outermost one saw: the N-th X-Forwarded-For entry from the right (1 = the right-most, added by our one proxy); entries left of it are client-chosen and ignored. 0 = the socket address.',
    { example: '0', defaultValue: '0' },
  ),
  variable(
    'OTP_SENDS_PER_NUMBER_PER_HOUR',
    'Login codes sent to one phone number per sliding hour, 1-100 (protects the receiver and the SMS bill; test numbers are exempt).',
    { example: '5', defaultValue: '5' },
  ),
  variable(
    'OTP_REQUESTS_PER_IP_PER_HOUR',
    'Login-code requests from one IP address per sliding hour, 1-100000. Raise it when many real users share carrier-grade NAT addresses.',
    { example: '20', defaultValue: '20' },
  ),
  variable(
    'OTP_FAILED_CODES_PER_HOUR',
    'Wrong codes for one account per sliding hour before it is locked (verify and request answer 429), 5-10000.',
    { example: '100', defaultValue: '100' },
  ),
  variable(
    'ORDERS_PER_FAMILY_PER_HOUR',
    'New package orders one family account may create per sliding hour, 1-1000; past it the create call answers 429 without calling the payment gateway. Sending the same draft again (a double tap, a retry) is not a new order.',
    { example: '10', defaultValue: '10' },
  ),
  variable('LOG_LEVEL', 'debug, info, warn or error.', { example: 'info', defaultValue: 'info' }),
  variable(
    'PAGE_CACHE_SECONDS',
    'Seconds a public Tanya page rendered for one visitor answers everyone from memory, 0-300; 0 = render every request.',
    { example: '10', defaultValue: '10' },
  ),
  variable(
    'IMAGE_REMOTE_HOSTS',
    'Comma-separated host names (a :port may follow) whose http(s) images /_next/image may fetch and resize, e.g. cdn.bimbel.example.id. Unset: only the site\'s own public images (decision 087).',
    { example: '', defaultValue: 'none' },
  ),
  variable(
    'API_CONTRACT_CHECK',
    '"1": every API answer is checked against its contract and a mismatch answers 500 (decision 064). Default "1" in demo mode, "0" in production.',
    { example: '' },
  ),
  variable(
    'MIDTRANS_SERVER_KEY',
    'Midtrans Server Key (dashboard: Settings → Access Keys) for Snap payments. Unset: demo uses the built-in sandbox gateway at /midtrans-sandbox; production takes no payments (orders answer 503) (decision 080).',
    { example: '', defaultValue: 'unset (demo: built-in sandbox; production: payments off)', secret: true },
  ),
  variable(
    'MIDTRANS_ENV',
    '"sandbox" (app/api.sandbox.midtrans.com) or "production" (app/api.midtrans.com); only with MIDTRANS_SERVER_KEY.',
    { example: '', defaultValue: 'production when APP_ENV=production, else sandbox' },
  ),
  variable(
    'MIDTRANS_NOTIFICATION_URL',
    'Where Midtrans should send payment notifications of our transactions (sent as X-Override-Notification). Unset: the URL in the Midtrans dashboard; the built-in sandbox notifies this site ({packages API}/api/v1/payments/midtrans/notification).',
    { example: '' },
  ),
] as const satisfies readonly ConfigVariable[];

export type ConfigVariableName = (typeof CONFIG_VARIABLES)[number]['name'];
