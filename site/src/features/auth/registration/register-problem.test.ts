import { describe, expect, it } from 'vitest';
import { ApiCallError } from '#site/lib/api-client.ts';
import { describeRegisterProblem } from './register-problem.ts';

describe('describeRegisterProblem', () => {
  it('sends an expired register token back to /login with the API’s message', () => {
    const message = 'Waktu pendaftaranmu sudah habis. Masuk lagi dengan nomor HP-mu, ya.';
    expect(
      describeRegisterProblem(new ApiCallError({ status: 401, code: 'register_token_invalid', message })),
    ).toEqual({
      message,
      action: { label: 'Masuk lagi', href: '/login' },
    });
  });

  it('sends a number registered meanwhile to log in', () => {
    const message = 'Nomor ini sudah terdaftar. Masuk dengan nomor ini, ya.';
    expect(
      describeRegisterProblem(new ApiCallError({ status: 409, code: 'account_exists', message })).action,
    ).toEqual({
      label: 'Masuk',
      href: '/login',
    });
  });

  it('sends a refused detail back to the details form, but keeps a location problem here', () => {
    const name = new ApiCallError({
      status: 422,
      code: 'validation_failed',
      message: 'Tulis minimal 2 karakter, ya.',
      field: 'full_name',
    });
    expect(describeRegisterProblem(name).action?.href).toBe('/user/register/update-user-details');
    const city = new ApiCallError({
      status: 422,
      code: 'validation_failed',
      message: 'Pilih kota atau kabupaten dulu, ya.',
      field: 'location.city',
    });
    expect(describeRegisterProblem(city)).toEqual({ message: 'Pilih kota atau kabupaten dulu, ya.' });
  });

  it('says to check the connection, or falls back to docs/product’s generic message', () => {
    expect(
      describeRegisterProblem(new ApiCallError({ status: 0, code: 'network', message: 'Ada yang salah' }))
        .message,
    ).toBe('Tidak bisa terhubung. Cek koneksi internetmu, lalu coba lagi, ya.');
    expect(describeRegisterProblem(new Error('boom'))).toEqual({ message: 'Ada yang salah' });
  });
});
