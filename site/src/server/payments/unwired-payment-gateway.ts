import { PaymentGatewayError, type PaymentGateway } from './payment-gateway.ts';

/*
 * TEMPORARY (issue 16): the backend's gateway until create-payment-gateway.ts (branch `gateway`)
 * is merged; every call fails as an unreachable gateway would, so orders answer 503
 * payment_unavailable and lose nothing. Removed by the merge.
 */
export const unwiredPaymentGateway: PaymentGateway = {
  name: 'unwired',
  createTransaction: () => Promise.reject(new PaymentGatewayError('payment gateway not wired yet')),
  getStatus: () => Promise.reject(new PaymentGatewayError('payment gateway not wired yet')),
  cancel: () => Promise.reject(new PaymentGatewayError('payment gateway not wired yet')),
  expire: () => Promise.reject(new PaymentGatewayError('payment gateway not wired yet')),
  verifySignature: () => false,
};
