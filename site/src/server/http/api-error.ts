import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Our one error shape (ARCHITECTURE.md): a machine code and an Indonesian message for the user. */
export type ApiErrorBody = { error: { code: string; message: string } };

export const GENERIC_ERROR_MESSAGE = 'Ada yang salah';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorResponse(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  const body: ApiErrorBody = { error: { code, message } };
  return c.json(body, status);
}
