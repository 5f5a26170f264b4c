import type { OrderStatus } from '@bimbel/domain/orders/order-status';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPaymentStatusPoll } from './payment-status-poll.ts';

const INTERVAL = 30_000;

/** A check answering the statuses given, one per call (the last one again after that). */
function checksAnswering(...statuses: (OrderStatus | Error)[]) {
  let call = 0;
  return vi.fn(async () => {
    const next = statuses[Math.min(call++, statuses.length - 1)]!;
    if (next instanceof Error) throw next;
    return next;
  });
}

describe('startPaymentStatusPoll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks the order every 30 seconds, not before', async () => {
    const check = checksAnswering('pending');
    const onStatus = vi.fn();
    const poll = startPaymentStatusPoll({ check, intervalMs: INTERVAL, onStatus, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onStatus).toHaveBeenLastCalledWith('pending');
    poll.stop();
  });

  it('stops after the payment is settled and reports it once', async () => {
    const check = checksAnswering('pending', 'paid');
    const onStatus = vi.fn();
    startPaymentStatusPoll({ check, intervalMs: INTERVAL, onStatus, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(check).toHaveBeenCalledTimes(2);
    expect(onStatus.mock.calls).toEqual([['pending'], ['paid']]);
  });

  it('stops after an ending without payment too', async () => {
    const check = checksAnswering('expired');
    const onStatus = vi.fn();
    startPaymentStatusPoll({ check, intervalMs: INTERVAL, onStatus, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onStatus).toHaveBeenCalledWith('expired');
  });

  it('checks at once when asked, and waits a full interval again after that', async () => {
    const check = checksAnswering('pending');
    const poll = startPaymentStatusPoll({ check, intervalMs: INTERVAL, onStatus: vi.fn(), onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(20_000);
    await poll.checkNow();
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    poll.stop();
  });

  it('runs one check at a time when the button and the tab’s return ask together', async () => {
    let release: (status: OrderStatus) => void = () => {};
    const check = vi.fn(() => new Promise<OrderStatus>((resolve) => (release = resolve)));
    const poll = startPaymentStatusPoll({ check, intervalMs: INTERVAL, onStatus: vi.fn(), onError: vi.fn() });
    const first = poll.checkNow();
    const second = poll.checkNow();
    expect(check).toHaveBeenCalledTimes(1);
    release('pending');
    await Promise.all([first, second]);
    poll.stop();
  });

  it('carries on after a failed check and reports the failure', async () => {
    const check = checksAnswering(new Error('offline'), 'paid');
    const onStatus = vi.fn();
    const onError = vi.fn();
    startPaymentStatusPoll({ check, intervalMs: INTERVAL, onStatus, onError });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(onStatus).toHaveBeenCalledWith('paid');
  });

  it('checks nothing more once stopped (the page was left)', async () => {
    const check = checksAnswering('pending');
    const poll = startPaymentStatusPoll({ check, intervalMs: INTERVAL, onStatus: vi.fn(), onError: vi.fn() });
    poll.stop();
    await poll.checkNow();
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(check).not.toHaveBeenCalled();
  });
});
