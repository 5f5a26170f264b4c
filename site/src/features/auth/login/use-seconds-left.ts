import { secondsUntilResend } from '@bimbel/domain/auth/otp-resend';
import { useEffect, useState } from 'react';

/**
 * Whole seconds until `untilMs` (epoch ms), ticking once a second and stopping at 0; 0 when
 * there is nothing to wait for.
 */
export function useSecondsLeft(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = untilMs === null ? 0 : secondsUntilResend(untilMs, now);
  useEffect(() => {
    setNow(Date.now());
    if (untilMs === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsUntilResend(untilMs, current) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [untilMs]);
  return left;
}
