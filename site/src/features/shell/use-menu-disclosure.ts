import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The burger menu's open state as a disclosure (a button with aria-expanded controlling a
 * panel), not a modal: no focus trap. It closes on Escape (focus back on the button), on a
 * click outside the header, when focus leaves the header (the panel would otherwise hide the
 * focused element beneath it) and when the route changes.
 */
export function useMenuDisclosure(containerRef: RefObject<HTMLElement | null>, routeKey: string) {
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((open) => !open), []);

  useEffect(() => {
    setOpen(false);
  }, [routeKey]);

  useEffect(() => {
    if (!isOpen) return;
    const container = containerRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (container && !container.contains(event.target as Node)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && container && !container.contains(next)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    container?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      container?.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen, containerRef]);

  return { isOpen, close, toggle, buttonRef };
}
