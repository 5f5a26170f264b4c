import { z } from 'zod';
import { OtpRequestSchema, OtpVerifySchema } from '../auth/otp-login.ts';
import { RefreshTokenRequestSchema } from '../auth/refresh-token-request.ts';
import { SessionUserDataSchema } from '../session/session-user-data.ts';
import { defineContract } from './contract.ts';
import { CURRENT_SESSION, LOGOUT, OTP_REQUEST, OTP_VERIFY, TOKEN_REFRESH } from './endpoints.ts';

/** A new token pair (refresh, profile switch); the browser keeps them only as HttpOnly cookies. */
export const TokenPairSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.string().min(1),
});

export const otpRequestContract = defineContract({
  endpoint: OTP_REQUEST,
  service: 'auth',
  summary: 'Sends a login code to a phone number by WhatsApp or SMS.',
  auth: 'none',
  body: OtpRequestSchema,
  response: z.object({
    challenge_id: z.string().min(1),
    resend_after: z.number().int().positive(),
    expires_in: z.number().int().positive(),
  }),
  errors: ['rate_limited', 'otp_resend_too_soon', 'otp_send_failed'],
});

export const otpVerifyContract = defineContract({
  endpoint: OTP_VERIFY,
  service: 'auth',
  summary:
    'Checks the code: logs an existing account in (session user data, auth cookies) or answers a register_token for a new number.',
  auth: 'none',
  body: OtpVerifySchema,
  response: SessionUserDataSchema,
  errors: ['otp_expired', 'otp_closed', 'otp_wrong_code', 'rate_limited'],
});

export const tokenRefreshContract = defineContract({
  endpoint: TOKEN_REFRESH,
  service: 'auth',
  summary: 'Rotates the refresh token (body or HttpOnly cookie) into a new token pair.',
  auth: 'none',
  body: RefreshTokenRequestSchema,
  response: TokenPairSchema,
  errors: ['unauthorized'],
});

export const logoutContract = defineContract({
  endpoint: LOGOUT,
  service: 'auth',
  summary: 'Revokes the session of the refresh token and clears the cookies; always succeeds.',
  auth: 'none',
  body: RefreshTokenRequestSchema,
  response: z.object({ ok: z.literal(true) }),
  errors: [],
});

export const currentSessionContract = defineContract({
  endpoint: CURRENT_SESSION,
  service: 'auth',
  summary: 'The session user data of the access token (after a renewal on /auth-redirect).',
  auth: 'bearer',
  response: SessionUserDataSchema,
  errors: [],
});
