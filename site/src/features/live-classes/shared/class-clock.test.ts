import { describe, expect, it, vi } from 'vitest';
import { createClassClock } from './class-clock.ts';

function fakeEnvironment() {
  let now = 1_000_000;
  let hidden = false;
  const intervals = new Map<number, () => void>();
  const visibilityListeners = new Set<() => void>();
  let nextHandle = 1;
  return {
    environment: {
      now: () => now,
      setInterval: (tick: () => void) => {
        intervals.set(nextHandle, tick);
        return nextHandle++;
      },
      clearInterval: (handle: unknown) => intervals.delete(handle as number),
      isHidden: () => hidden,
      onVisibilityChange: (listener: () => void) => {
        visibilityListeners.add(listener);
        return () => visibilityListeners.delete(listener);
      },
    },
    intervals,
    visibilityListeners,
    advance(ms: number) {
      now += ms;
      for (const tick of [...intervals.values()]) tick();
    },
    setHidden(value: boolean) {
      hidden = value;
      for (const listener of [...visibilityListeners]) listener();
    },
  };
}

describe('the shared class clock', () => {
  it('runs one interval however many countdowns listen, and stops with the last one', () => {
    const fake = fakeEnvironment();
    const clock = createClassClock(fake.environment);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = clock.subscribe(first);
    const stopSecond = clock.subscribe(second);
    expect(fake.intervals.size).toBe(1);
    fake.advance(1000);
    expect(clock.read()).toBe(1_001_000);
    expect(first).toHaveBeenCalled();
    expect(second).toHaveBeenCalled();
    stopFirst();
    expect(clock.isRunning()).toBe(true);
    stopSecond();
    expect(clock.isRunning()).toBe(false);
    expect(fake.intervals.size).toBe(0);
    expect(fake.visibilityListeners.size).toBe(0);
  });

  it('pauses while the tab is hidden and catches up at once when it shows again', () => {
    const fake = fakeEnvironment();
    const clock = createClassClock(fake.environment);
    const listener = vi.fn();
    clock.subscribe(listener);
    fake.setHidden(true);
    expect(clock.isRunning()).toBe(false);
    listener.mockClear();
    fake.advance(60_000); // nothing ticks while hidden
    expect(listener).not.toHaveBeenCalled();
    fake.setHidden(false);
    expect(clock.isRunning()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(clock.read()).toBe(1_060_000);
  });

  it('does not start in a hidden tab', () => {
    const fake = fakeEnvironment();
    fake.setHidden(true);
    const clock = createClassClock(fake.environment);
    clock.subscribe(() => {});
    expect(clock.isRunning()).toBe(false);
  });
});
