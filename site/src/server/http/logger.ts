import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** The request a line is written for: its id reaches every line logged while it is handled. */
const requestScope = new AsyncLocalStorage<{ readonly requestId: string }>();

/** Runs `fn` as part of request `requestId`: every log line written meanwhile carries the id. */
export function runInRequestScope<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/**
 * Fields that hold a phone number, a token or a code: replaced outside demo mode (decision 068).
 * Callers already pass facts only; this is the net under them.
 */
const SECRET_FIELDS = [
  'phone',
  'phone_number',
  'phoneNumber',
  'phoneE164',
  'to',
  'code',
  'otp',
  'token',
  'access_token',
  'refresh_token',
  'register_token',
  'authorization',
  'cookie',
  'text',
];
const REDACT_PATHS = [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`)];

/** Lines at warn and above go to stderr, the rest to stdout (through console, so tests can read them). */
const stdout = { write: (line: string) => console.log(line.trimEnd()) };
const stderr = { write: (line: string) => console.error(line.trimEnd()) };

function createLogger({ level, redact }: { level: Level; redact: boolean }): Logger {
  return pino(
    {
      level,
      messageKey: 'message',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      ...(redact ? { redact: { paths: REDACT_PATHS, censor: '[redacted]' } } : {}),
    },
    pino.multistream(
      [
        { level: 'debug', stream: stdout },
        { level: 'warn', stream: stderr },
      ],
      { dedupe: true },
    ),
  );
}

/** Demo mode prints OTP codes (the documented `log` sender); anything else redacts. */
const isDemo = () => (process.env.APP_ENV ?? 'demo') === 'demo';

let settings: { level: Level; redact: boolean } = { level: 'info', redact: !isDemo() };
let logger: Logger | undefined;

/** Sets the level and whether secret fields are redacted (start-server: from the configuration). */
export function configureLogger(next: Partial<typeof settings>) {
  settings = { ...settings, ...next };
  logger = undefined;
}

export function setLogLevel(level: Level) {
  configureLogger({ level });
}

/**
 * One JSON line per event (pino), on stdout (debug, info) or stderr (warn, error), with the
 * request id of the request being handled. Callers pass facts, never tokens or codes: nothing
 * secret belongs in a log line (OTP codes are the documented demo-mode exception), and outside
 * demo mode phone, token and code fields are redacted anyway.
 */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  logger ??= createLogger(settings);
  logger[level](fields, message);
}

const WAKU_CUSTOM_ERROR = '__WAKU_CUSTOM_ERROR__;';

/** A redirect or a not-found thrown on purpose while rendering (Waku's digest says which). */
export function isExpectedRenderSignal(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest !== 'string' || !digest.startsWith(WAKU_CUSTOM_ERROR)) return false;
  try {
    const info = JSON.parse(digest.slice(WAKU_CUSTOM_ERROR.length)) as { status?: number; location?: string };
    return typeof info.location === 'string' || info.status === 404;
  } catch {
    return false;
  }
}

let renderErrorsRouted = false;

/**
 * Waku prints every error thrown while rendering with `console.error('Error during rendering:',
 * error)` — a stack trace even for `redirect()` on a private page or `notFound()`. Those are
 * control flow and are dropped; a real render error becomes one JSON error line with its stack.
 */
export function routeRenderErrorsToLog() {
  if (renderErrorsRouted) return;
  renderErrorsRouted = true;
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const [first, ...rest] = args;
    if (first === 'Error during rendering:' || first === '[SSR Error]') {
      const error = rest.at(-1);
      if (isExpectedRenderSignal(error)) return;
      log('error', 'page render failed', {
        error: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
      return;
    }
    original(...args);
  };
}
