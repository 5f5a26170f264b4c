import { useEffect, useState, type RefObject } from 'react';

type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * Fullscreen for the player: the whole player (controls and captions included) through the
 * Fullscreen API, or iOS Safari's own video fullscreen on iPhones, which lack the API.
 * `supported` is false where neither exists (the button is then left out).
 */
export function useFullscreen(rootRef: RefObject<HTMLElement | null>, videoRef: RefObject<HTMLVideoElement | null>) {
  const [active, setActive] = useState(false);
  const [supported, setSupported] = useState(true);

  useEffect(() => {
    setSupported(Boolean(document.fullscreenEnabled || (videoRef.current && 'webkitEnterFullscreen' in videoRef.current)));
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [rootRef, videoRef]);

  const toggle = () => {
    const root = rootRef.current;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (root?.requestFullscreen && document.fullscreenEnabled) void root.requestFullscreen();
    else (videoRef.current as IosVideo | null)?.webkitEnterFullscreen?.();
  };

  return { active, supported, toggle };
}
