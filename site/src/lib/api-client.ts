import wretch, { type WretchError } from 'wretch';
import { PUBLIC_ENV, type ApiHost } from './public-env.ts';

/** Header every call carries (docs/product §7); the server echoes it and logs it. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** docs/product §8's generic message, for failures that bring no Indonesian message of their own. */
export const GENERIC_ERROR_MESSAGE = 'Ada yang salah';

/**
 * A failed call in the backend's one error shape (`{ error: { code, message, field? } }`),
 * or a network failure (status 0, code `network`).
 */
export class ApiCallError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly requestId: string | undefined;
  /** A 429's `Retry-After` in seconds (when to try again), else undefined. */
  readonly retryAfterSeconds: number | undefined;
  /** `class_not_open_yet`: when the class's join window opens (ISO 8601), else undefined. */
  readonly opensAt: string | undefined;
  /** A form's 422 (decision 085): every wrong field's message, else undefined. */
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    field?: string;
    requestId?: string;
    retryAfterSeconds?: number;
    opensAt?: string;
    fields?: Record<string, string>;
  }) {
    super(options.message);
    this.name = 'ApiCallError';
    this.status = options.status;
    this.code = options.code;
    this.field = options.field;
    this.requestId = options.requestId;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.opensAt = options.opensAt;
    this.fields = options.fields;
  }
}

/** `Retry-After` as whole seconds; the HTTP-date form is not used by our API and reads as none. */
export function readRetryAfterSeconds(header: string | null | undefined): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

type ErrorBody = {
  error?: { code?: unknown; message?: unknown; field?: unknown; opensAt?: unknown; fields?: unknown };
};

/** The `fields` of a form's 422 when it is a map of texts, else undefined. */
function readFieldMessages(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function toApiCallError(error: WretchError, requestId: string): ApiCallError {
  const body = (error.json ?? null) as ErrorBody | null;
  const detail = body?.error;
  return new ApiCallError({
    status: error.status,
    code: typeof detail?.code === 'string' ? detail.code : 'http_error',
    message: typeof detail?.message === 'string' ? detail.message : GENERIC_ERROR_MESSAGE,
    field: typeof detail?.field === 'string' ? detail.field : undefined,
    requestId,
    retryAfterSeconds: readRetryAfterSeconds(error.response?.headers?.get('retry-after')),
    opensAt: typeof detail?.opensAt === 'string' ? detail.opensAt : undefined,
    fields: readFieldMessages(detail?.fields),
  });
}

/**
 * The one HTTP client of the browser: JSON, the session cookies (`credentials: 'include'`, so a
 * configured host on another origin gets them too), a fresh request id per call, and every
 * failure — HTTP or network — turned into an `ApiCallError` with an Indonesian message.
 * Features never call it with a path: they call the named functions of `lib/api/`, made from
 * the contracts by `defineCall` (decision 064).
 *
 * @example
 * await apiCall(USER_PROFILES.host, USER_PROFILES.path).get();
 */
export function apiCall(host: ApiHost, path: string, headers: Record<string, string> = {}) {
  const requestId = crypto.randomUUID();
  const request = wretch(`${PUBLIC_ENV.hosts[host]}${path}`)
    .options({ credentials: 'include' })
    .headers({ ...headers, [REQUEST_ID_HEADER]: requestId, Accept: 'application/json' });

  async function send<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiCallError) throw error;
      if (error && typeof error === 'object' && 'status' in error && 'response' in error) {
        throw toApiCallError(error as WretchError, requestId);
      }
      throw new ApiCallError({ status: 0, code: 'network', message: GENERIC_ERROR_MESSAGE, requestId });
    }
  }

  return {
    requestId,
    get: <T = unknown>() => send(() => request.get().json<T>()),
    post: <T = unknown>(body: unknown = {}) => send(() => request.post(body).json<T>()),
    put: <T = unknown>(body: unknown = {}) => send(() => request.put(body).json<T>()),
    /** Without a body: the same-origin guard needs none, and a DELETE carries none (decision 074's cancel). */
    delete: <T = unknown>() => send(() => request.delete().json<T>()),
  };
}
