import { describe, expect, it } from 'vitest';
import { ApiCallError } from '#site/lib/api-client.ts';
import { CHECKOUT_OFFLINE_MESSAGE, describeCheckoutProblem } from './checkout-problem.ts';

const failure = (status: number, code: string, message: string) =>
  new ApiCallError({ status, code, message });

describe('describeCheckoutProblem', () => {
  it("shows the API's Indonesian message for what it refuses: 409, 422 and 503", () => {
    for (const [status, code] of [
      [409, 'package_unavailable'],
      [422, 'student_not_eligible'],
      [503, 'payment_unavailable'],
    ] as const) {
      expect(describeCheckoutProblem(failure(status, code, `Pesan ${code}`))).toEqual({
        message: `Pesan ${code}`,
        code,
      });
    }
  });

  it("says 'Ada yang salah' for a server fault and anything that is not a call", () => {
    expect(describeCheckoutProblem(failure(500, 'internal', 'Internal'))).toEqual({
      message: 'Ada yang salah',
      code: 'internal',
    });
    expect(describeCheckoutProblem(new Error('boom'))).toEqual({
      message: 'Ada yang salah',
      code: 'unknown',
    });
  });

  it('asks to check the connection when the call never arrived', () => {
    expect(describeCheckoutProblem(failure(0, 'network', 'Ada yang salah')).message).toBe(
      CHECKOUT_OFFLINE_MESSAGE,
    );
  });
});
