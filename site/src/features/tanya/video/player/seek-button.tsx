'use client';

import type { ReactNode } from 'react';
import { requestSeek } from './seek-bus.ts';

type SeekButtonProps = {
  seconds: number;
  /** Names the button when its visible text is only a time: 'Putar dari 00:12'. */
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
};

/** A timestamp that plays the page's video from `seconds` (transcript and key moments). */
export function SeekButton({ seconds, className, children, 'aria-label': ariaLabel }: SeekButtonProps) {
  return (
    <button type="button" className={className} aria-label={ariaLabel} data-seek={seconds} onClick={() => requestSeek(seconds)}>
      {children}
    </button>
  );
}
