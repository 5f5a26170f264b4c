'use client';

import { field } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';

/**
 * Props every form field takes, shaped for conform: pass `errorMessage={fields.x.errors?.[0]}`
 * and the message appears under the field, announced through aria-describedby.
 */
export type FieldBaseProps = {
  /** Form field name: the value is posted under it. */
  name?: string;
  label: ReactNode;
  /** Help text under the control, read after the label by screen readers. */
  description?: ReactNode;
  /** The form's own validation message; shown under the field when present. */
  errorMessage?: string;
  /** Marks the field invalid; defaults to whether `errorMessage` is set. */
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /**
   * Lines kept free under the control for the error, so a message appearing never moves what
   * follows. Give 2 where a message is long enough to wrap on a 360 px phone; once the field is
   * 30rem wide, one line is kept either way. 0 keeps nothing: for a field whose description
   * already stands under it and whose form's button is not right below (the login number), the
   * message then appears in place, on the user's own submit.
   */
  errorLines?: 0 | 1 | 2;
  onBlur?: () => void;
  onFocus?: () => void;
  className?: string;
};

/**
 * Validation is the form's (conform + zod), so React Aria only reflects it in ARIA and never
 * blocks submission with the browser's own bubbles.
 */
export const FIELD_VALIDATION_BEHAVIOR = 'aria';

/** The `isInvalid` a field passes to React Aria: explicit, or implied by a message. */
export function toIsInvalid({ isInvalid, errorMessage }: Pick<FieldBaseProps, 'isInvalid' | 'errorMessage'>) {
  return isInvalid ?? Boolean(errorMessage);
}

/** Joins class names, skipping empty ones. */
export function joinClassNames(...names: (string | undefined | false)[]) {
  return names.filter(Boolean).join(' ');
}

/** The visible label; React Aria links it to the control of the field around it. */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className={field().label}>{children}</Label>;
}

/** Help text under the control; React Aria adds it to the control's aria-describedby. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Text slot="description" className={field().description}>
      {children}
    </Text>
  );
}

/**
 * The line under the control: the error (React Aria's FieldError, so it joins aria-describedby
 * only while shown) and an optional aside such as a character counter. It keeps its height
 * (`errorLines`) when empty.
 */
export function FieldFooter({
  errorMessage,
  errorLines = 1,
  aside,
}: {
  errorMessage?: string;
  errorLines?: 0 | 1 | 2;
  aside?: ReactNode;
}) {
  const styles = field();
  if (errorLines === 0 && !errorMessage && !aside) return null;
  return (
    <div className={styles.footer} data-lines={errorLines}>
      {errorMessage ? (
        <FieldError className={styles.error}>
          <ErrorIcon />
          <span>{errorMessage}</span>
        </FieldError>
      ) : null}
      {aside}
    </div>
  );
}

function ErrorIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M8 4v5M8 11.5v.5" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
