'use client';

import type { ReactNode } from 'react';
import { alertBox } from './step-body.styles.ts';

/**
 * A step's message about the whole step (a call failed), announced when it appears: the region
 * stays mounted so screen readers hear the message arrive.
 */
export function CheckoutAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  return (
    <div role="alert">
      {message ? (
        <div className={alertBox}>
          <p>{message}</p>
          {children}
        </div>
      ) : null}
    </div>
  );
}
