import { VIDEO_IDLE_TIMEOUT_MS } from '@bimbel/domain/constants/limits';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the player's controls show: always while paused; while playing they hide after
 * docs/product §9's 2000 ms without pointer or keyboard activity, and `wake()` (any activity or focus)
 * shows them again and restarts the wait. They never hide while `keepVisible()` says so (a
 * control showing its keyboard focus ring: WCAG 2.4.7); call `wake()` when that may change.
 */
export function useIdleControls(playing: boolean, keepVisible: () => boolean = () => false): { visible: boolean; wake: () => void } {
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const playingRef = useRef(playing);
  playingRef.current = playing;
  const keepVisibleRef = useRef(keepVisible);
  keepVisibleRef.current = keepVisible;

  const wake = useCallback(() => {
    setVisible(true);
    clearTimeout(timer.current);
    if (playingRef.current) timer.current = setTimeout(() => setVisible(keepVisibleRef.current()), VIDEO_IDLE_TIMEOUT_MS);
  }, []);

  useEffect(() => {
    wake();
    return () => clearTimeout(timer.current);
  }, [playing, wake]);

  return { visible, wake };
}
