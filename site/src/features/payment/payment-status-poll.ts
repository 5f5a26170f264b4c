import { isFinalOrderStatus, type OrderStatus } from '@bimbel/domain/orders/order-status';

/** What one check of an order gives: its status now (see currentPaymentStatus). */
export type StatusCheck = () => Promise<OrderStatus>;

export type PaymentStatusPoll = {
  /** Checks at once (the button, the tab coming back); one check runs at a time. */
  checkNow(): Promise<void>;
  stop(): void;
};

/** The timers the poll uses: the window's, or a test's. */
export type PollTimers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

/**
 * Follows a pending payment (the pending page; docs/product §9: every 30000 ms): checks the order
 * `intervalMs` after the previous check ended, and whenever `checkNow` is called — which restarts
 * the wait, so a button press or a return to the tab never doubles the calls. Each answer goes to
 * `onStatus`; a failed check goes to `onError` and the poll carries on. After a final status
 * (paid, expired, failed, cancelled) it stops: the page moves on.
 *
 * @example
 * const poll = startPaymentStatusPoll({ check, intervalMs: 30_000, onStatus, onError });
 * button.onclick = () => poll.checkNow();
 */
export function startPaymentStatusPoll({
  check,
  intervalMs,
  onStatus,
  onError,
  timers = globalThis as unknown as PollTimers,
}: {
  check: StatusCheck;
  intervalMs: number;
  onStatus: (status: OrderStatus) => void;
  onError: (error: unknown) => void;
  timers?: PollTimers;
}): PaymentStatusPoll {
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = stopped ? null : timers.setTimeout(() => void checkNow(), intervalMs);
  };

  function checkNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) return running;
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    running = (async () => {
      try {
        const status = await check();
        if (stopped) return;
        if (isFinalOrderStatus(status)) stopped = true;
        onStatus(status);
      } catch (error) {
        if (!stopped) onError(error);
      } finally {
        running = null;
        schedule();
      }
    })();
    return running;
  }

  schedule();
  return {
    checkNow,
    stop() {
      stopped = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
