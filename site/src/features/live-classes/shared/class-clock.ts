import { useSyncExternalStore } from 'react';

/** What the clock needs from the browser; a test passes its own. */
export type ClockEnvironment = {
  now: () => number;
  setInterval: (tick: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  isHidden: () => boolean;
  onVisibilityChange: (listener: () => void) => () => void;
};

const TICK_MS = 1000;

/**
 * One ticking clock for every countdown of a page (not an interval per card): it runs while
 * something listens and the tab is visible, stops when the tab is hidden (a phone's battery,
 * a background tab's throttled timers), and catches up at once when the tab shows again.
 */
export function createClassClock(environment: ClockEnvironment) {
  const listeners = new Set<() => void>();
  let current = environment.now();
  let handle: unknown;
  let stopWatchingVisibility: (() => void) | undefined;

  const tick = () => {
    current = environment.now();
    for (const listener of listeners) listener();
  };
  const start = () => {
    if (handle !== undefined || environment.isHidden()) return;
    tick();
    handle = environment.setInterval(tick, TICK_MS);
  };
  const stop = () => {
    if (handle === undefined) return;
    environment.clearInterval(handle);
    handle = undefined;
  };
  const onVisibility = () => (environment.isHidden() ? stop() : start());

  return {
    /** The time of the last tick (stable between ticks, as useSyncExternalStore needs). */
    read: () => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (listeners.size === 1) {
        stopWatchingVisibility = environment.onVisibilityChange(onVisibility);
        start();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop();
        stopWatchingVisibility?.();
        stopWatchingVisibility = undefined;
      };
    },
    /** Whether the interval runs (for tests). */
    isRunning: () => handle !== undefined,
  };
}

let browserClock: ReturnType<typeof createClassClock> | undefined;

function getBrowserClock() {
  browserClock ??= createClassClock({
    now: () => Date.now(),
    setInterval: (tick, ms) => window.setInterval(tick, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    isHidden: () => document.visibilityState === 'hidden',
    onVisibilityChange: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  });
  return browserClock;
}

/**
 * The current time in ms, re-read every second while the tab is visible. The server render and
 * hydration use `serverNow` (the instant the page was computed), so the HTML and the first client
 * render agree; the live time follows right after.
 */
export function useClassClock(serverNow: number): number {
  return useSyncExternalStore(
    (listener) => getBrowserClock().subscribe(listener),
    () => getBrowserClock().read(),
    () => serverNow,
  );
}
