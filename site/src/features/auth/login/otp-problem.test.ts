import { describe, expect, it } from 'vitest';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { CONNECTION_LOST_MESSAGE } from '../form-problem.ts';
import { describeOtpProblem } from './otp-problem.ts';

const apiError = (
  status: number,
  code: string,
  message: string,
  extra: { field?: string; retryAfterSeconds?: number } = {},
) => new ApiCallError({ status, code, message, ...extra });

describe('describeOtpProblem', () => {
  it('puts a wrong code’s remaining tries under the code field', () => {
    expect(
      describeOtpProblem(
        apiError(422, 'otp_wrong_code', 'Kode salah. Coba lagi, ya. Sisa 4 kesempatan lagi.', {
          field: 'code',
        }),
      ),
    ).toEqual({
      field: 'code',
      message: 'Kode salah. Coba lagi, ya. Sisa 4 kesempatan lagi.',
      needsNewCode: false,
    });
  });

  it('asks for a new code when the code expired, was used up or replaced', () => {
    for (const [code, message] of [
      ['otp_expired', 'Kode sudah kedaluwarsa. Minta kode baru, ya.'],
      ['otp_closed', 'Kode salah 5 kali. Minta kode baru, ya.'],
    ] as const) {
      expect(describeOtpProblem(apiError(422, code, message))).toEqual({
        field: 'code',
        message,
        needsNewCode: true,
      });
    }
    expect(
      describeOtpProblem(
        apiError(422, 'validation_failed', 'Kode sudah tidak berlaku. Minta kode baru, ya.', {
          field: 'challenge_id',
        }),
      ).needsNewCode,
    ).toBe(true);
  });

  it('puts a refused number under the phone field', () => {
    const message = 'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter';
    expect(
      describeOtpProblem(apiError(422, 'validation_failed', message, { field: 'phone_number' })),
    ).toEqual({
      field: 'phone',
      message,
      needsNewCode: false,
    });
  });

  it('keeps the wait of a rate limit and of a resend that came too soon', () => {
    expect(
      describeOtpProblem(
        apiError(429, 'rate_limited', 'Terlalu banyak percobaan. Coba lagi dalam 5 menit, ya.', {
          retryAfterSeconds: 300,
        }),
      ),
    ).toEqual({
      field: 'form',
      message: 'Terlalu banyak percobaan. Coba lagi dalam 5 menit, ya.',
      needsNewCode: false,
      retryAfterSeconds: 300,
    });
    expect(
      describeOtpProblem(
        apiError(429, 'otp_resend_too_soon', 'Tunggu 42 detik lagi untuk minta kode baru, ya.', {
          retryAfterSeconds: 42,
        }),
      ).retryAfterSeconds,
    ).toBe(42);
  });

  it('shows a failed send above the form with its advice to switch channel', () => {
    const message = 'Kode belum bisa dikirim. Coba lagi sebentar lagi, atau pilih SMS.';
    expect(describeOtpProblem(apiError(409, 'otp_send_failed', message))).toEqual({
      field: 'form',
      message,
      needsNewCode: false,
    });
  });

  it('says to check the connection when the call never reached the server', () => {
    expect(describeOtpProblem(apiError(0, 'network', GENERIC_ERROR_MESSAGE)).message).toBe(
      CONNECTION_LOST_MESSAGE,
    );
  });

  it('falls back to docs/product’s generic message for anything else', () => {
    expect(describeOtpProblem(new TypeError('boom'))).toEqual({
      field: 'form',
      message: 'Ada yang salah',
      needsNewCode: false,
    });
  });
});
