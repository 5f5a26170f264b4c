'use client';

import { field } from '@bimbel/styled-system/recipes';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import {
  FIELD_VALIDATION_BEHAVIOR,
  FieldDescription,
  FieldFooter,
  FieldLabel,
  joinClassNames,
  toIsInvalid,
  type FieldBaseProps,
} from '../field/field-parts.tsx';

export type TextFieldProps = FieldBaseProps & {
  type?: 'text' | 'email';
  /** Controlled value. */
  value?: string;
  /** Uncontrolled initial value (conform's `initialValue`). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Browser autofill hint, e.g. `name`, `email`. */
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
};

/**
 * A labelled single-line text input with help text and an error line under it.
 *
 * @example
 * <TextField name="name" label="Nama orangtua" autoComplete="name" errorMessage={fields.name.errors?.[0]} />
 */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  errorLines,
  className,
  type = 'text',
  placeholder,
  ...rest
}: TextFieldProps) {
  const styles = field();
  return (
    <AriaTextField
      {...rest}
      type={type}
      isInvalid={toIsInvalid({ isInvalid, errorMessage })}
      validationBehavior={FIELD_VALIDATION_BEHAVIOR}
      className={joinClassNames(styles.root, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input className={styles.control} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldFooter errorMessage={errorMessage} errorLines={errorLines} />
    </AriaTextField>
  );
}
