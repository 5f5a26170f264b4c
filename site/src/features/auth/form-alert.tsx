import { css } from '@bimbel/styled-system/css';
import type { ReactNode } from 'react';

const alertStyle = css({
  mt: '4',
  p: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'danger',
  bg: '#fef3f2',
  color: 'danger',
  fontSize: 'sm',
});

/**
 * A message about the whole form (the call failed, the sign-up time ran out), announced when
 * it appears. Field messages stay under their fields.
 */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  // The region stays mounted so the message is announced when it arrives.
  return (
    <div role="alert" className={message ? alertStyle : undefined}>
      {message ? (
        <>
          <p>{message}</p>
          {children}
        </>
      ) : null}
    </div>
  );
}
