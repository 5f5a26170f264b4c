import type {
  currentSessionContract,
  logoutContract,
  otpRequestContract,
  otpVerifyContract,
  tokenRefreshContract,
} from '@bimbel/domain/contracts/auth-contracts';
import {
  CURRENT_SESSION,
  LOGOUT,
  OTP_REQUEST,
  OTP_VERIFY,
  TOKEN_REFRESH,
} from '@bimbel/domain/contracts/endpoints';
import { defineCall } from './define-call.ts';

/** Sends a login code (WhatsApp or SMS). */
export const requestOtp = defineCall<typeof otpRequestContract>(OTP_REQUEST);
/** Checks the code: session user data, or a register token for a new number. */
export const verifyOtp = defineCall<typeof otpVerifyContract>(OTP_VERIFY);
/** Rotates the refresh cookie into new tokens (cookies) and a new expiry. */
export const refreshTokens = defineCall<typeof tokenRefreshContract>(TOKEN_REFRESH);
/** Ends the session on the server and clears its cookies. */
export const logout = defineCall<typeof logoutContract>(LOGOUT);
/** The session user data of the current access token. */
export const getCurrentSession = defineCall<typeof currentSessionContract>(CURRENT_SESSION);
