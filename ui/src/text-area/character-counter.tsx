'use client';

import { css } from '@bimbel/styled-system/css';
import { textArea } from '@bimbel/styled-system/recipes';
import { useState } from 'react';

const visuallyHidden = css({ srOnly: true });

/**
 * Which announcement band `remaining` falls in. Announcing every keystroke would talk over the
 * typing, so screen readers hear the count only when it crosses 20, 10 and 0 characters left.
 */
function toBand(remaining: number) {
  if (remaining <= 0) return 0;
  if (remaining <= 10) return 10;
  if (remaining <= 20) return 20;
  return null;
}

function toAnnouncement(remaining: number, max: number) {
  if (remaining <= 0) return `Batas ${max} karakter tercapai`;
  return `Sisa ${remaining} karakter`;
}

/**
 * '12/255' under a text area. The control's aria-describedby points at `id`, so the count is read
 * when the field is focused; a polite live region speaks up only near the limit.
 */
export function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const remaining = max - length;
  const band = toBand(remaining);
  const [announced, setAnnounced] = useState({ band, text: '' });
  // Adjusting state while rendering (React's "storing information from previous renders"): the
  // live region changes only when the band changes, never on the first render.
  if (announced.band !== band) {
    setAnnounced({ band, text: band === null ? '' : toAnnouncement(remaining, max) });
  }
  return (
    <>
      <span id={id} className={textArea().counter} data-at-limit={remaining <= 0 || undefined}>
        <span aria-hidden="true">
          {length}/{max}
        </span>
        <span className={visuallyHidden}>
          {length} dari {max} karakter
        </span>
      </span>
      <span aria-live="polite" className={visuallyHidden}>
        {announced.text}
      </span>
    </>
  );
}
