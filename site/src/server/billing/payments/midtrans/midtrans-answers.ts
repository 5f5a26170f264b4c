import { z } from 'zod';

/*
 * What Midtrans answers, as far as we read it (docs.midtrans.com: Snap backend integration
 * "Response", Get Transaction Status, Cancel, Expire). Loose objects: Midtrans adds fields over
 * time and its docs ask clients to ignore the ones they do not know.
 */

/** 201 of POST /snap/v1/transactions. */
export const SnapCreatedSchema = z.looseObject({
  token: z.string().min(1).max(200),
  redirect_url: z.url({ protocol: /^https?$/ }),
});

/** Snap's refusals (400, 401, 5xx): `{ "error_messages": ["…"] }`. */
export const SnapErrorSchema = z.looseObject({
  error_messages: z.array(z.string()).min(1),
  /** Sometimes sent with the messages ('400', '401', …). */
  status_code: z.string().max(10).optional(),
});

/**
 * The Core API's answers (GET /v2/{id}/status, POST …/cancel, …/expire). Errors come in the same
 * shape, sometimes with HTTP 200: `status_code` in the body is what counts.
 */
export const CoreAnswerSchema = z.looseObject({
  status_code: z.string().regex(/^\d{3}$/),
  status_message: z.string().optional(),
  order_id: z.string().optional(),
  transaction_id: z.string().optional(),
  transaction_status: z.string().optional(),
  fraud_status: z.string().optional(),
  gross_amount: z.string().optional(),
  payment_type: z.string().optional(),
});
export type CoreAnswer = z.output<typeof CoreAnswerSchema>;
