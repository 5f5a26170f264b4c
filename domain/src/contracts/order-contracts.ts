import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { ORDER_MAX_STUDENTS, TENURE_MONTHS } from '../packages/package-program.ts';
import { PackageImportSchema } from '../packages/package-import.ts';
import { PAYMENT_METHOD_IDS } from '../payments/payment-methods.ts';
import { SubscriptionStatusBodySchema } from './subscription-contracts.ts';
import { defineContract } from './contract.ts';
import {
  CREATE_ORDER,
  IMPORT_PACKAGES,
  MIDTRANS_NOTIFICATION,
  ORDER_DETAIL,
  ORDER_RECEIPT,
  PAUSE_SUBSCRIPTION,
  PURCHASES,
  QUOTE_ORDER,
  RESUME_SUBSCRIPTION,
  RETRY_ORDER_PAYMENT,
} from './endpoints.ts';

/*
 * Orders, payments and purchases (issue 16, decision 079). docs/product §7 names only
 * `GET {packages-api}/api/v1/purchases`; the rest is ours. The browser sends what was chosen —
 * package, tenure, students, method — never a price: the server prices the order from the
 * catalogue (an extra `price` or `total` field is dropped by the schema and never read).
 */

const PaymentMethodSchema = z.enum(PAYMENT_METHOD_IDS, { error: 'Pilih metode pembayaran dulu, ya.' });

export const CreateOrderBodySchema = z.object({
  /** The browser's draft id (a UUID): sending the same one again answers the same order. */
  clientReference: z.uuid({ error: 'Draf pesanan tidak dikenali. Muat ulang halaman, ya.' }),
  packageId: z.string().max(60, { error: 'Paket tidak ditemukan.' }),
  tenureMonths: z.union(
    TENURE_MONTHS.map((months) => z.literal(months)),
    {
      error: 'Pilih durasi langganan: 1, 3, 6 atau 12 bulan.',
    },
  ),
  studentIds: z
    .array(z.uuid({ error: 'Murid tidak ditemukan.' }), { error: 'Pilih murid dulu, ya.' })
    .min(1, { error: 'Pilih minimal satu murid, ya.' })
    .max(ORDER_MAX_STUDENTS, { error: `Satu pesanan paling banyak untuk ${ORDER_MAX_STUDENTS} murid.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Murid yang sama terpilih dua kali.' }),
  paymentMethod: PaymentMethodSchema,
});

/** The summary step's question: what would this cost? (no payment method yet, nothing stored). */
export const QuoteOrderBodySchema = CreateOrderBodySchema.omit({
  clientReference: true,
  paymentMethod: true,
});

export const RetryPaymentBodySchema = z.object({ paymentMethod: PaymentMethodSchema });

export const OrderLineSchema = z.object({
  studentId: z.uuid(),
  studentName: z.string(),
  /** The student's grade label, e.g. 'Kelas 8 SMP/MTs'. */
  gradeLabel: z.string(),
  price: z.number().int(),
  /** The subscription period this line paid for (null until paid). */
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
});

export const OrderPaymentSchema = z.object({
  method: z.string(),
  methodLabel: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The gateway's hosted payment page (Snap redirect_url) while the attempt can be paid. */
  redirectUrl: z.string().nullable(),
  gatewayOrderId: z.string(),
  /**
   * The virtual account number to transfer to (Mandiri: `<biller code> <bill key>`) once the
   * gateway has issued one (Snap's `va_numbers`, `permata_va_number`, `bill_key`); absent or
   * null before that and for other methods — the pending page then points to the payment page.
   */
  vaNumber: z.string().nullable().optional(),
  /**
   * The QR code picture to scan for an open QRIS or GoPay attempt once charged (the gateway's
   * `generate-qr-code` address); absent or null otherwise.
   */
  qrCodeUrl: z.string().nullable().optional(),
});

/**
 * Money given back after the payment (decision 104): how much in all, what the family still paid,
 * the last reversal's kind (a refund we made, or a chargeback by the card's bank) and when, and
 * whether it was everything (then the paid period ended). Absent when nothing went back.
 */
export const OrderRefundSchema = z.object({
  amount: z.number().int(),
  netPaid: z.number().int(),
  kind: z.enum(['refund', 'chargeback']),
  full: z.boolean(),
  at: z.iso.datetime(),
});
export type OrderRefundBody = z.output<typeof OrderRefundSchema>;

export const OrderSchema = z.object({
  id: z.uuid(),
  /** The receipt number, e.g. 'INV/20261127/7F3K2Q'. */
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  packageId: z.string(),
  packageName: z.string(),
  tenureMonths: z.number().int(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  total: z.number().int(),
  taxMode: z.enum(['included', 'exempt']),
  taxAmount: z.number().int(),
  taxNote: z.string(),
  lines: z.array(OrderLineSchema),
  payment: OrderPaymentSchema.nullable(),
  /** Why it failed, in Indonesian (expired, denied, cancelled), when it did. */
  failureReason: z.string().nullable(),
  /** A new payment attempt may be started (POST …/payments) without starting over. */
  canRetry: z.boolean(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** The receipt file's address once paid. */
  receiptUrl: z.string().nullable(),
  refund: OrderRefundSchema.optional(),
});
export type OrderBody = z.output<typeof OrderSchema>;

export const OrderQuoteSchema = OrderSchema.pick({
  packageId: true,
  packageName: true,
  tenureMonths: true,
  unitPrice: true,
  quantity: true,
  total: true,
  taxMode: true,
  taxAmount: true,
  taxNote: true,
}).extend({
  lines: z.array(
    OrderLineSchema.omit({ startsAt: true, endsAt: true }).extend({
      /**
       * The period this line would pay for if paid now (domain paidPeriod: a running paid period
       * is renewed from its end, a paused one from now plus the kept time, anything else from now).
       */
      startsAt: z.iso.datetime().optional(),
      endsAt: z.iso.datetime().optional(),
    }),
  ),
});
export type OrderQuoteBody = z.output<typeof OrderQuoteSchema>;

export const quoteOrderContract = defineContract({
  endpoint: QUOTE_ORDER,
  service: 'orders',
  summary:
    'Prices a would-be order (package, tenure, students of the caller’s family) with the same rules as the order itself, storing nothing: the summary step shows every line and the total from it.',
  auth: 'bearer',
  body: QuoteOrderBodySchema,
  response: OrderQuoteSchema,
  errors: ['not_found', 'package_unavailable', 'student_not_eligible'],
});

const OrderIdParamsSchema = z.object({ id: z.uuid({ error: 'Pesanan tidak ditemukan.' }) });

export const createOrderContract = defineContract({
  endpoint: CREATE_ORDER,
  service: 'orders',
  summary:
    'Creates (or, for the same clientReference and the same draft, answers again; 409 order_reference_reused when the draft differs) an order of one package and tenure for one or more students of the caller’s family, priced on the server, and starts its first payment attempt: `payment.redirectUrl` is the gateway’s payment page. A family makes at most ORDERS_PER_FAMILY_PER_HOUR new orders (default 10) per sliding hour: 429 rate_limited with Retry-After past it, the same draft again never counts. A gateway that is busy or unreachable answers 503 payment_unavailable (try again later); one that refuses the payment answers 422 payment_method_unavailable (choose another method); the order is kept either way.',
  auth: 'bearer',
  body: CreateOrderBodySchema,
  response: OrderSchema,
  successStatus: [200, 201],
  errors: [
    'not_found',
    'package_unavailable',
    'student_not_eligible',
    'payment_unavailable',
    'payment_method_unavailable',
    'order_reference_reused',
    'rate_limited',
  ],
});

export const orderDetailContract = defineContract({
  endpoint: ORDER_DETAIL,
  service: 'orders',
  summary:
    'One order of the caller’s family with its lines and latest payment attempt (polled by the pending page every 30 s); 404 for another family’s.',
  auth: 'bearer',
  params: OrderIdParamsSchema,
  response: OrderSchema,
  errors: ['not_found'],
});

export const retryOrderPaymentContract = defineContract({
  endpoint: RETRY_ORDER_PAYMENT,
  service: 'orders',
  summary:
    'Starts a new payment attempt of an order whose last attempt failed, expired or was cancelled (same lines, same prices); 409 order_not_payable when paid or still pending.',
  auth: 'bearer',
  params: OrderIdParamsSchema,
  body: RetryPaymentBodySchema,
  response: OrderSchema,
  successStatus: [200, 201],
  errors: ['not_found', 'order_not_payable', 'payment_unavailable', 'payment_method_unavailable'],
});

export const orderReceiptContract = defineContract({
  endpoint: ORDER_RECEIPT,
  service: 'orders',
  summary: 'The receipt of a paid order as a PDF file (Content-Disposition attachment); 404 until paid.',
  auth: 'bearer',
  params: OrderIdParamsSchema,
  response: { contentType: 'application/pdf', description: 'The receipt (kuitansi) of a paid order.' },
  errors: ['not_found'],
});

export const PurchaseSchema = z.object({
  orderId: z.uuid(),
  number: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  tenureMonths: z.number().int(),
  total: z.number().int(),
  paymentMethodLabel: z.string(),
  paidAt: z.iso.datetime(),
  students: z.array(
    z.object({ id: z.uuid(), name: z.string(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime() }),
  ),
  receiptUrl: z.string(),
  refund: OrderRefundSchema.optional(),
});
export type PurchaseBody = z.output<typeof PurchaseSchema>;

export const purchasesContract = defineContract({
  endpoint: PURCHASES,
  service: 'orders',
  summary:
    'The paid orders of the caller’s family, newest first (docs/product §7 {packages-api}/api/v1/purchases). A student sees the purchases that include them.',
  auth: 'bearer',
  response: z.object({ purchases: z.array(PurchaseSchema) }),
  errors: [],
});

/**
 * A Midtrans HTTP notification (the fields we read; others are kept in the audit log). The
 * signature is SHA512(order_id + status_code + gross_amount + server_key), hex.
 */
export const MidtransNotificationSchema = z.looseObject({
  order_id: z.string().max(50),
  status_code: z.string().max(3),
  gross_amount: z.string().max(20),
  signature_key: z.string().max(128),
  transaction_status: z.string().max(40),
  fraud_status: z.string().max(40).optional(),
  transaction_id: z.string().max(100).optional(),
  payment_type: z.string().max(40).optional(),
});

export const midtransNotificationContract = defineContract({
  endpoint: MIDTRANS_NOTIFICATION,
  service: 'payments',
  summary:
    'Midtrans’s HTTP notification, server to server (any Origin): the signature is checked first (403 signature_invalid otherwise; an unsigned body is kept as a summary only, and past 120 a minute from one address answers 429 rate_limited), then the status is applied once per attempt — duplicates and late or out-of-order reports change nothing, and a paid order is never moved. A signed notification of an order never sent answers 200 with applied false. Answers within a second.',
  auth: 'none',
  body: MidtransNotificationSchema,
  response: z.object({ received: z.literal(true), applied: z.boolean() }),
  errors: ['signature_invalid', 'rate_limited'],
});

/** Packages one import may carry (the catalogue is a few dozen). */
export const PACKAGE_IMPORT_MAX = 200;

/**
 * The import body: `{ packages: [...] }`, each record checked on its own (PackageImportSchema,
 * Indonesian reasons) so that a 422 lists every bad record, not the first.
 */
export const PackageImportBodySchema = z.object(
  {
    packages: z
      .array(PackageImportSchema, { error: 'packages harus daftar paket.' })
      .min(1, { error: 'packages minimal satu paket.' })
      .max(PACKAGE_IMPORT_MAX, { error: `packages paling banyak ${PACKAGE_IMPORT_MAX} paket.` }),
  },
  { error: 'Kirim objek JSON { "packages": [...] }.' },
);

export const importPackagesContract = defineContract({
  endpoint: IMPORT_PACKAGES,
  service: 'packages-admin',
  summary:
    'Imports the package catalogue by id, all or nothing (422 lists every bad record); a package left out keeps its row. Orders keep the prices they were made with.',
  auth: 'admin',
  body: PackageImportBodySchema,
  query: z.object({
    dryRun: z
      .enum(['true', 'false', '1', '0'], { error: 'dryRun harus true atau false.' })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  }),
  response: z.object({
    dryRun: z.boolean(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  }),
  errors: [],
});

const StudentIdParamsSchema = z.object({ id: z.uuid({ error: 'Murid tidak ditemukan.' }) });

export const pauseSubscriptionContract = defineContract({
  endpoint: PAUSE_SUBSCRIPTION,
  service: 'subscription',
  summary:
    'Pauses a PAID subscription of a student of the caller’s family (PAUSED, docs/product §3): the paid time left is kept for the resume. 409 subscription_not_pausable otherwise.',
  auth: 'bearer',
  params: StudentIdParamsSchema,
  response: SubscriptionStatusBodySchema,
  errors: ['not_found', 'subscription_not_pausable'],
});

export const resumeSubscriptionContract = defineContract({
  endpoint: RESUME_SUBSCRIPTION,
  service: 'subscription',
  summary:
    'Resumes a PAUSED subscription: PAID again, ending the kept time from now. 409 subscription_not_paused otherwise.',
  auth: 'bearer',
  params: StudentIdParamsSchema,
  response: SubscriptionStatusBodySchema,
  errors: ['not_found', 'subscription_not_paused'],
});
