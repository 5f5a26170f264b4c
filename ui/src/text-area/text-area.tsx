'use client';

import { REASON_MAX_LENGTH } from '@bimbel/domain/lead/lead-limits';
import { field } from '@bimbel/styled-system/recipes';
import { useId, useState } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import {
  FIELD_VALIDATION_BEHAVIOR,
  FieldDescription,
  FieldFooter,
  FieldLabel,
  joinClassNames,
  toIsInvalid,
  type FieldBaseProps,
} from '../field/field-parts.tsx';
import { CharacterCounter } from './character-counter.tsx';

export type TextAreaProps = FieldBaseProps & {
  /** Controlled value. */
  value?: string;
  /** Uncontrolled initial value (conform's `initialValue`). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Most characters the user can type; the browser refuses more. Defaults to 255 (docs/product §5). */
  maxLength?: number;
  rows?: number;
};

/**
 * A multi-line field with a live character counter ('12/255') beside its error line. Typing
 * or pasting past `maxLength` is refused by the browser's own `maxlength`.
 *
 * @example
 * <TextArea name="reason" label="Apa kesulitan belajarmu?" errorMessage={fields.reason.errors?.[0]} />
 */
export function TextArea({
  label,
  description,
  errorMessage,
  isInvalid,
  errorLines,
  className,
  placeholder,
  maxLength = REASON_MAX_LENGTH,
  rows = 4,
  value,
  defaultValue,
  onChange,
  ...rest
}: TextAreaProps) {
  const styles = field({ multiline: true });
  const counterId = useId();
  // Uncontrolled, the field keeps its own value; the counter only needs its length.
  const [typedLength, setTypedLength] = useState(defaultValue?.length ?? 0);
  const length = value !== undefined ? value.length : typedLength;
  return (
    <AriaTextField
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        setTypedLength(next.length);
        onChange?.(next);
      }}
      maxLength={maxLength}
      aria-describedby={counterId}
      isInvalid={toIsInvalid({ isInvalid, errorMessage })}
      validationBehavior={FIELD_VALIDATION_BEHAVIOR}
      className={joinClassNames(styles.root, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <AriaTextArea className={styles.control} placeholder={placeholder} rows={rows} />
      <FieldDescription>{description}</FieldDescription>
      <FieldFooter
        errorMessage={errorMessage}
        errorLines={errorLines}
        aside={<CharacterCounter id={counterId} length={length} max={maxLength} />}
      />
    </AriaTextField>
  );
}
