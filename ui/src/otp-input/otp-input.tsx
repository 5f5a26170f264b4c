'use client';

import { field, otpInput } from '@bimbel/styled-system/recipes';
import { useState, type ClipboardEvent } from 'react';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
import {
  FIELD_VALIDATION_BEHAVIOR,
  FieldDescription,
  FieldFooter,
  FieldLabel,
  joinClassNames,
  toIsInvalid,
  type FieldBaseProps,
} from '../field/field-parts.tsx';

export type OtpInputProps = Omit<FieldBaseProps, 'label'> & {
  /** Defaults to 'Kode verifikasi'. */
  label?: FieldBaseProps['label'];
  /** Number of digits. Defaults to 6. */
  length?: number;
  /** Controlled code (digits only). */
  value?: string;
  /** Uncontrolled initial code. */
  defaultValue?: string;
  onChange?: (code: string) => void;
  /** Called once the last digit is in, by typing, paste or SMS autofill. */
  onComplete?: (code: string) => void;
  autoFocus?: boolean;
};

function keepDigits(text: string, length: number) {
  return text.replace(/\D/g, '').slice(0, length);
}

/**
 * The login code input: ONE real `<input autocomplete="one-time-code">` (so SMS and WhatsApp
 * autofill and screen readers see a plain text field) laid over a row of boxes that only show
 * the digits. Anything but digits is dropped, so a pasted '123 456' or '123-456' becomes '123456'.
 *
 * @example
 * <OtpInput name="code" onComplete={(code) => verify(code)} errorMessage={error} />
 */
export function OtpInput({
  label = 'Kode verifikasi',
  description,
  errorMessage,
  isInvalid,
  errorLines,
  className,
  length = 6,
  value,
  defaultValue,
  onChange,
  onComplete,
  ...rest
}: OtpInputProps) {
  const styles = field();
  const parts = otpInput();
  const [ownCode, setOwnCode] = useState(() => keepDigits(defaultValue ?? '', length));
  const [isFocused, setIsFocused] = useState(false);
  const code = value !== undefined ? keepDigits(value, length) : ownCode;

  const commit = (next: string) => {
    if (next === code) return;
    if (value === undefined) setOwnCode(next);
    onChange?.(next);
    if (next.length === length) onComplete?.(next);
  };

  // A pasted whole code replaces what is there; a pasted fragment goes in at the caret.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    const { selectionStart, selectionEnd } = event.currentTarget;
    const start = selectionStart ?? code.length;
    const end = selectionEnd ?? code.length;
    commit(
      digits.length >= length
        ? digits.slice(0, length)
        : keepDigits(code.slice(0, start) + digits + code.slice(end), length),
    );
  };

  const activeIndex = Math.min(code.length, length - 1);
  return (
    <AriaTextField
      {...rest}
      value={code}
      onChange={(text) => commit(keepDigits(text, length))}
      onFocusChange={setIsFocused}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      isInvalid={toIsInvalid({ isInvalid, errorMessage })}
      validationBehavior={FIELD_VALIDATION_BEHAVIOR}
      className={joinClassNames(styles.root, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={parts.group}>
        <Input className={parts.input} onPaste={handlePaste} />
        <div className={parts.boxes} aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <span
              key={index}
              className={parts.box}
              data-active={(isFocused && index === activeIndex) || undefined}
            >
              {code[index] ?? ''}
            </span>
          ))}
        </div>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldFooter errorMessage={errorMessage} errorLines={errorLines} />
    </AriaTextField>
  );
}
