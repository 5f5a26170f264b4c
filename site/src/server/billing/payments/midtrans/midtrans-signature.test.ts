import { describe, expect, it } from 'vitest';
import { midtransSignature, verifyMidtransSignature } from './midtrans-signature.ts';

/*
 * The vector: the inputs are Midtrans's own example on its "Handle Notifications" page
 * (docs.midtrans.com/reference/handle-notifications: order 1111, status 200, amount 100000.00,
 * server key askvnoibnosifnboseofinbofinfgbiufglnbfg). The page prints no hash; the expected one
 * was computed with Python's hashlib.sha512 (another implementation than Node's crypto) and is the
 * value published for those inputs in the tests of other Midtrans clients (an Omnipay driver, a Go
 * service). A wrong field order, a separator or another amount text changes it.
 */
const DOC_KEY = 'askvnoibnosifnboseofinbofinfgbiufglnbfg';
const DOC_FIELDS = { order_id: '1111', status_code: '200', gross_amount: '100000.00' };
const DOC_SIGNATURE =
  'edc076b21793ebe3e17926350f5b8ae67d902fe657b3d0aa31b932d5c127e2375d308a2bc94f3265ac2d80a1f181a79b997ac178a236fcff35af263fc4d4c231';

describe('the Midtrans notification signature', () => {
  it('is SHA512(order_id + status_code + gross_amount + server_key) in hex, as Midtrans documents', () => {
    expect(midtransSignature(DOC_FIELDS, DOC_KEY)).toBe(DOC_SIGNATURE);
  });

  it('accepts the documented signature and the same hash in upper case', () => {
    expect(verifyMidtransSignature({ ...DOC_FIELDS, signature_key: DOC_SIGNATURE }, DOC_KEY)).toBe(true);
    expect(verifyMidtransSignature({ ...DOC_FIELDS, signature_key: DOC_SIGNATURE.toUpperCase() }, DOC_KEY)).toBe(true);
  });

  it('refuses a signature made with another server key', () => {
    const forged = midtransSignature(DOC_FIELDS, 'SB-Mid-server-someone-else');
    expect(verifyMidtransSignature({ ...DOC_FIELDS, signature_key: forged }, DOC_KEY)).toBe(false);
  });

  it('refuses the signature of the same order when a signed field changed', () => {
    const signature_key = DOC_SIGNATURE;
    expect(verifyMidtransSignature({ ...DOC_FIELDS, status_code: '201', signature_key }, DOC_KEY)).toBe(false);
    expect(verifyMidtransSignature({ ...DOC_FIELDS, gross_amount: '100000', signature_key }, DOC_KEY)).toBe(false);
    expect(verifyMidtransSignature({ ...DOC_FIELDS, order_id: '1112', signature_key }, DOC_KEY)).toBe(false);
  });

  it('refuses anything that is not 128 hex characters without throwing', () => {
    for (const signature_key of ['', 'abc', `${DOC_SIGNATURE}00`, DOC_SIGNATURE.slice(0, 127), 'z'.repeat(128)]) {
      expect(verifyMidtransSignature({ ...DOC_FIELDS, signature_key }, DOC_KEY)).toBe(false);
    }
  });
});
