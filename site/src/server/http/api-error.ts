import type { RecordProblem } from '@bimbel/domain/contracts/api-error-codes';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Machine-readable extras of a few errors (ApiErrorBodySchema): when a window opens, bad records. */
export type ApiErrorDetails = {
  opensAt?: string;
  problems?: RecordProblem[];
  /** A form's every wrong field (decision 085). */
  fields?: Record<string, string>;
};

/** Our one error shape (ARCHITECTURE.md): a machine code and an Indonesian message for the user. */
export type ApiErrorBody = { error: { code: string; message: string; field?: string } & ApiErrorDetails };

export const GENERIC_ERROR_MESSAGE = 'Ada yang salah';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** The request field the message is about (validation errors), for forms to place it. */
    readonly field?: string,
    /** Extras the error body carries beside the message. */
    readonly details?: ApiErrorDetails,
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
  details?: ApiErrorDetails,
) {
  const body: ApiErrorBody = { error: { code, message, ...(field ? { field } : {}), ...details } };
  return c.json(body, status);
}
