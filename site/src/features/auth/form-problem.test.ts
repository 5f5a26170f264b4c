import { describe, expect, it } from 'vitest';
import { ApiCallError } from '#site/lib/api-client.ts';
import { describeFormProblem } from './form-problem.ts';

describe('describeFormProblem', () => {
  it('shows the API’s Indonesian message', () => {
    expect(
      describeFormProblem(
        new ApiCallError({
          status: 409,
          code: 'too_many_students',
          message: 'Satu akun bisa punya maksimal 10 murid.',
        }),
      ),
    ).toBe('Satu akun bisa punya maksimal 10 murid.');
  });

  it('asks to check the connection when the call never arrived', () => {
    expect(
      describeFormProblem(new ApiCallError({ status: 0, code: 'network', message: 'Ada yang salah' })),
    ).toBe('Tidak bisa terhubung. Cek koneksi internetmu, lalu coba lagi, ya.');
  });

  it('falls back to docs/product’s generic message for anything else', () => {
    expect(describeFormProblem(new TypeError('x'))).toBe('Ada yang salah');
  });
});
