import { OTP_RESEND_SECONDS } from '@bimbel/domain/constants/limits';
import type { Config } from '../config/config.ts';
import type { RateLimitRule } from '../rate-limit/rate-limit.ts';

/*
 * The numbers of OTP login (issue 4; README.md beside this file explains each choice).
 * The resend wait is docs/product §9's and lives in the domain; the rest are ours.
 */

export { OTP_RESEND_SECONDS };

/** A code works for 5 minutes. */
export const OTP_TTL_SECONDS = 5 * 60;
/** Tries per challenge; the fifth wrong code closes it. */
export const OTP_MAX_ATTEMPTS = 5;

const HOUR_SECONDS = 60 * 60;

/* The hourly limits are policy: config.otpLimits (OTP_*_PER_HOUR, config-variables.ts). */
type OtpLimitsConfig = Pick<Config, 'otpLimits'>;

/** Codes sent to one number per hour (test numbers are exempt: nothing is sent to them). */
export function sendsPerNumberRule(phone: string, config: OtpLimitsConfig): RateLimitRule {
  return {
    key: `otp:send:phone:${phone}`,
    limit: config.otpLimits.sendsPerNumber,
    windowSeconds: HOUR_SECONDS,
  };
}

/** Code requests from one IP per hour, whatever the number. */
export function sendsPerIpRule(ip: string, config: OtpLimitsConfig): RateLimitRule {
  return {
    key: `otp:send:ip:${ip.slice(0, 64)}`,
    limit: config.otpLimits.requestsPerIp,
    windowSeconds: HOUR_SECONDS,
  };
}

/** Wrong codes for one account (its login phone) per hour, across all its challenges. */
export function failedVerificationsRule(phone: string, config: OtpLimitsConfig): RateLimitRule {
  return {
    key: `otp:verify-fail:phone:${phone}`,
    limit: config.otpLimits.failedCodes,
    windowSeconds: HOUR_SECONDS,
  };
}
