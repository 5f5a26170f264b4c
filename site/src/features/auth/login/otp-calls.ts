import type { OtpChannel } from '@bimbel/domain/auth/otp-rules';
import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import { requestOtp, verifyOtp } from '#site/lib/api/auth-calls.ts';

export type OtpChallenge = {
  challengeId: string;
  /** E.164: the number the code went to. */
  phoneE164: string;
  channel: OtpChannel;
  /** When a new code may be asked for (epoch ms). */
  resendAvailableAt: number;
};

/** `POST /api/auth/otp/request` (site/src/server/auth/README.md). */
export async function requestOtpCode(phoneE164: string, channel: OtpChannel) {
  const data = await requestOtp({ body: { phone_number: phoneE164, channel } });
  return { challengeId: data.challenge_id, resendAfterSeconds: data.resend_after };
}

/** `POST /api/auth/otp/verify`: session user data with tokens, or a register token for a new number. */
export async function verifyOtpCode(challengeId: string, code: string): Promise<SessionUserData> {
  return verifyOtp({ body: { challenge_id: challengeId, code } });
}
