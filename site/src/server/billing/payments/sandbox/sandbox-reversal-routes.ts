import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { MIDTRANS_SANDBOX_PATH } from '../../../config/midtrans-config.ts';
import type { BackendDeps, BackendEnv } from '../../../http/backend-context.ts';
import { toMidtransAmount } from '../midtrans/midtrans-amount.ts';
import { sandboxAnswerBody } from './sandbox-answer-body.ts';
import { isSandboxAuthorized, type SandboxSettings } from './sandbox-settings.ts';
import { reverseSandboxTransaction, SandboxRefundRequestSchema, type ReversalOutcome } from './sandbox-reversals.ts';

/*
 * The sandbox's refund call at Midtrans's path, `POST /v2/{order_id or transaction_id}/refund`
 * (docs "Refund Transaction": `{refund_key, amount, reason}`, all optional), and the testers'
 * chargeback control `POST /simulator/v2/{id}/chargeback` (`{amount, reason}`: Midtrans has no API
 * for a chargeback — the card's issuer makes it — so this path is the sandbox's own). Both with
 * the server key's Basic auth; both answer Midtrans's shapes and notify as Midtrans does.
 */

/** Where testers make the issuer take money back (not a Midtrans path). */
export const SANDBOX_CHARGEBACK_PATH = `${MIDTRANS_SANDBOX_PATH}/simulator/v2/:id/chargeback`;

const CANNOT_MODIFY = { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' };
const OVER_AMOUNT = { status_code: '412', status_message: 'Refund amount exceeds the refundable amount of the transaction' };

async function readBody(c: Context<BackendEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function answer(c: Context<BackendEnv>, outcome: ReversalOutcome, serverKey: string) {
  switch (outcome.kind) {
    case 'not_found':
      return c.json({ status_code: '404', status_message: "Transaction doesn't exist.", id: randomUUID() }, 404);
    case 'not_settled':
      return c.json(CANNOT_MODIFY, 412);
    case 'over_amount':
      return c.json(OVER_AMOUNT, 412);
    case 'done': {
      const { row, reversal } = outcome;
      const body = sandboxAnswerBody(row, { purpose: 'status', serverKey });
      return c.json(
        {
          status_code: '200',
          status_message:
            reversal.kind === 'refund' ? 'Success, refund request is approved' : 'Success, chargeback is recorded',
          transaction_id: body.transaction_id,
          order_id: row.order_id,
          gross_amount: body.gross_amount,
          currency: 'IDR',
          payment_type: body.payment_type,
          transaction_time: body.transaction_time,
          transaction_status: row.transaction_status,
          refund_chargeback_id: reversal.id,
          refund_amount: toMidtransAmount(reversal.amount),
          ...(reversal.refundKey ? { refund_key: reversal.refundKey } : {}),
        },
        200,
      );
    }
  }
}

export function sandboxReversalRoutes(app: Hono<BackendEnv>, deps: BackendDeps, settings: SandboxSettings): void {
  const serverKey = () => settings.serverKey.reveal();
  const unauthorized = (c: Context<BackendEnv>) =>
    c.json({ status_code: '401', status_message: 'Unknown Merchant server_key/id', id: randomUUID() }, 401);
  const invalid = (c: Context<BackendEnv>, messages: string[]) =>
    c.json(
      { status_code: '400', status_message: 'One or more parameters in the payload is invalid.', validation_messages: messages },
      400,
    );

  for (const [path, kind] of [
    [`${MIDTRANS_SANDBOX_PATH}/v2/:id/refund`, 'refund'],
    [SANDBOX_CHARGEBACK_PATH, 'chargeback'],
  ] as const) {
    app.post(path, async (c) => {
      if (!isSandboxAuthorized(c.req.header('authorization'), settings)) return unauthorized(c);
      const body = await readBody(c);
      if (body === undefined) return invalid(c, ['body is not valid JSON']);
      const parsed = SandboxRefundRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(c, parsed.error.issues.map((issue) => issue.message));
      const { db } = await deps.database();
      const outcome = await reverseSandboxTransaction(
        db,
        c.req.param('id'),
        {
          kind,
          amount: parsed.data.amount,
          reason: parsed.data.reason,
          refundKey: kind === 'refund' ? parsed.data.refund_key : undefined,
        },
        { serverKey: serverKey(), now: deps.now() },
      );
      return answer(c, outcome, serverKey());
    });
  }
}
