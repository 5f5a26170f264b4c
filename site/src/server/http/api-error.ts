import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Our one error shape (ARCHITECTURE.md): a machine code and an Indonesian message for the user. */
export type ApiErrorBody = { error: { code: string; message: string; field?: string } };

export const GENERIC_ERROR_MESSAGE = 'Ada yang salah';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** The request field the message is about (validation errors), for forms to place it. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  field?: string,
) {
  const body: ApiErrorBody = { error: field ? { code, message, field } : { code, message } };
  return c.json(body, status);
}
