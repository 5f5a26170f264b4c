'use client';

import {
  DEFAULT_OTP_CHANNEL,
  OTP_CODE_LENGTH,
  OTP_LOGIN_MESSAGES,
  toLoginPhoneNumber,
  type OtpChannel,
} from '@bimbel/domain/auth/otp-rules';
import { resendAvailableAt } from '@bimbel/domain/auth/otp-resend';
import { useRef, useState } from 'react';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';
import { CHANNEL_NAMES } from './channel-names.ts';
import { completeLogin } from './complete-login.ts';
import { requestOtpCode, verifyOtpCode, type OtpChallenge } from './otp-calls.ts';
import { describeOtpProblem, type OtpProblem } from './otp-problem.ts';

type Errors = { phone?: string; code?: string; form: string | null };
const NO_ERRORS: Errors = { form: null };

/**
 * The state and actions of /login: number → code → session. The typed number survives every
 * failure and the way back from the code step; a code that is still waiting to be resendable
 * is reused when the same number is sent again.
 */
export function useOtpLogin() {
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<OtpChannel>(DEFAULT_OTP_CHANNEL);
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState<{ channel: OtpChannel; resend: boolean } | null>(null);
  const [isVerifying, setVerifying] = useState(false);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const verifying = useRef(false);

  const show = (problem: OtpProblem) => {
    setErrors({ ...NO_ERRORS, [problem.field]: problem.message });
    if (problem.retryAfterSeconds) setBlockedUntil(Date.now() + problem.retryAfterSeconds * 1000);
  };

  async function sendCode(via: OtpChannel, resend: boolean) {
    const number = toLoginPhoneNumber(phone);
    if (!number.ok) {
      setErrors({ ...NO_ERRORS, phone: number.message });
      setStep('phone');
      return;
    }
    const phoneE164 = number.e164;
    if (!resend && challenge?.phoneE164 === phoneE164 && Date.now() < challenge.resendAvailableAt) {
      // The same number again within the wait: its code is still on the way.
      setErrors(NO_ERRORS);
      setStep('code');
      return;
    }
    setSending({ channel: via, resend });
    setErrors(NO_ERRORS);
    setNotice(null);
    try {
      const sent = await requestOtpCode(phoneE164, via);
      trackEvent('Login OTP Requested', { channel: via, resend });
      setChallenge({
        challengeId: sent.challengeId,
        phoneE164,
        channel: via,
        resendAvailableAt: resendAvailableAt(Date.now(), sent.resendAfterSeconds),
      });
      setCode('');
      setBlockedUntil(null);
      setStep('code');
      if (resend) setNotice(`Kode baru sudah dikirim lewat ${CHANNEL_NAMES[via]}.`);
    } catch (error) {
      const problem = describeOtpProblem(error);
      show(resend && problem.field === 'phone' ? { ...problem, field: 'form' } : problem);
    } finally {
      setSending(null);
    }
  }

  async function verify(typed: string) {
    if (!challenge || verifying.current) return;
    if (typed.length !== OTP_CODE_LENGTH) {
      setErrors({ ...NO_ERRORS, code: OTP_LOGIN_MESSAGES.code });
      return;
    }
    verifying.current = true;
    setVerifying(true);
    setErrors(NO_ERRORS);
    try {
      const data = await verifyOtpCode(challenge.challengeId, typed);
      completeLogin(data, challenge.phoneE164);
    } catch (error) {
      show(describeOtpProblem(error));
      // A wrong code is typed again from the start.
      setCode('');
      verifying.current = false;
      setVerifying(false);
    }
  }

  return {
    step,
    phone,
    setPhone: (value: string) => {
      setPhone(value);
      if (errors.phone) setErrors(NO_ERRORS);
    },
    channel,
    setChannel,
    challenge,
    code,
    // A code error (with its remaining tries) stays until the next try.
    setCode,
    errors,
    notice,
    sending,
    isVerifying,
    blockedUntil,
    sendCode,
    verify,
    changeNumber: () => {
      setErrors(NO_ERRORS);
      setNotice(null);
      setStep('phone');
    },
  };
}
