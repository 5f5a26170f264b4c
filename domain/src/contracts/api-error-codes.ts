import { z } from 'zod';

/**
 * Every error code the API answers, with its HTTP status. A contract lists the codes its call
 * may answer; the server's response check refuses an unlisted one in development and tests.
 */
export const API_ERROR_STATUS = {
  bad_request: 400,
  bad_json: 400,
  unauthorized: 401,
  token_expired: 401,
  register_token_invalid: 401,
  cross_site: 403,
  forbidden: 403,
  student_only: 403,
  lead_token_invalid: 403,
  class_not_entitled: 403,
  class_not_attended: 403,
  not_found: 404,
  verification_link_invalid: 404,
  account_exists: 409,
  otp_send_failed: 409,
  parent_exists: 409,
  too_many_students: 409,
  trial_already_used: 409,
  class_not_open_yet: 409,
  class_ended: 409,
  class_cancelled: 409,
  class_not_ended: 409,
  rating_closed: 409,
  order_reference_reused: 409,
  payload_too_large: 413,
  not_json: 415,
  validation_failed: 422,
  otp_closed: 422,
  otp_expired: 422,
  otp_wrong_code: 422,
  rate_limited: 429,
  otp_resend_too_soon: 429,
  internal: 500,
  unavailable: 503,
  // The class Q&A (issue 15, decision 075).
  own_question_vote: 403,
  qna_closed: 409,
  // Free session bookings (issue 15, decision 074), and a trial refused for a reason other than a used trial.
  trial_not_available: 409,
  booking_required: 403,
  booking_closed: 409,
  booking_not_needed: 409,
  booking_exists: 409,
  slot_full: 409,
  slot_overlap: 409,
  // Packages, orders and payments (issue 16, decision 079).
  package_unavailable: 409,
  student_not_eligible: 422,
  order_not_payable: 409,
  signature_invalid: 403,
  payment_unavailable: 503,
  // The gateway refused the payment in a way a retry cannot fix (a channel not active, a request it rejects).
  payment_method_unavailable: 422,
  subscription_not_pausable: 409,
  // Refunds (decision 104).
  refund_not_possible: 409,
  refund_key_reused: 409,
  subscription_not_paused: 409,
  // SmartFest registration outside its window (issue 17, decision 085).
  registration_closed: 409,
  // A teacher already holds another class at that time (issue 23, decision 093).
  teacher_busy: 409,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** One bad record of a bulk request (an import): which list, its place in it, its key, and why. */
export const RecordProblemSchema = z.object({
  list: z.string(),
  /** 0-based position in `list`. */
  index: z.number().int(),
  /** The record's own key (an external id, a slug), when it has one. */
  key: z.string().optional(),
  reason: z.string(),
});
export type RecordProblem = z.output<typeof RecordProblemSchema>;

/** The one error shape: a machine code, an Indonesian message, and the field it is about. */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string().min(1),
    field: z.string().optional(),
    /** `class_not_open_yet`: when the join window opens (ISO 8601, UTC). */
    opensAt: z.iso.datetime().optional(),
    /** `validation_failed` of a bulk request: every bad record, not only the first. */
    problems: z.array(RecordProblemSchema).optional(),
    /** `validation_failed` of a form (decision 085): every wrong field's message, not only the first. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiErrorBody = z.output<typeof ApiErrorBodySchema>;

/** Codes any call may answer: a server fault, or the database being out of reach. */
export const ALWAYS_POSSIBLE_ERRORS: readonly ApiErrorCode[] = ['internal', 'unavailable'];

/** Codes of a call that reads a JSON body (guards and body parsing). */
export const BODY_ERRORS: readonly ApiErrorCode[] = [
  'bad_json',
  'payload_too_large',
  'not_json',
  'cross_site',
  'validation_failed',
];

/**
 * Codes of a state-changing call without a body: the same-origin guard still applies, and a
 * body sent anyway is refused above the size limit before the call sees it (decision 065).
 */
export const UNSAFE_METHOD_ERRORS: readonly ApiErrorCode[] = ['cross_site', 'not_json', 'payload_too_large'];

/** Codes of a call that needs a valid access token. */
export const BEARER_ERRORS: readonly ApiErrorCode[] = ['unauthorized', 'token_expired'];
