'use client';

import { COUNTRY_CODE } from '@bimbel/domain/catalogue/country-code';
import { field, phoneField } from '@bimbel/styled-system/recipes';
import { useId, useRef } from 'react';
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

export type PhoneFieldProps = Omit<FieldBaseProps, 'label'> & {
  /** Defaults to 'Nomor WhatsApp'. */
  label?: FieldBaseProps['label'];
  /** Controlled value: what the user typed after the +62 prefix. */
  value?: string;
  /** Uncontrolled initial value (conform's `initialValue`), without the prefix. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Focuses the input on mount: only where the number is the page's one task (the login page). */
  autoFocus?: boolean;
};

/**
 * An Indonesian phone number field: a fixed `+62` prefix inside the box, the numeric keyboard,
 * and the national-number autofill. The value is only what follows the prefix; the lead schema
 * (`LeadPhoneNumberSchema`) validates it. The prefix is part of the accessible name
 * ("Nomor WhatsApp +62"), so screen-reader users know not to type it.
 *
 * @example
 * <PhoneField name="phoneNumber" defaultValue={fields.phoneNumber.initialValue} errorMessage={fields.phoneNumber.errors?.[0]} />
 */
export function PhoneField({
  label = 'Nomor WhatsApp',
  description,
  errorMessage,
  isInvalid,
  // docs/product's phone message wraps to two lines on a 360 px phone.
  errorLines = 2,
  className,
  placeholder,
  ...rest
}: PhoneFieldProps) {
  const styles = field();
  const parts = phoneField();
  const prefixId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <AriaTextField
      {...rest}
      // `tel-national` (the number without +62, what the box holds) is an autofill name of the
      // Text group: the HTML standard allows it on a text input, not on type="tel" (the Nu HTML
      // Checker reports that). The numeric keyboard comes from inputmode either way.
      type="text"
      inputMode="numeric"
      autoComplete="tel-national"
      // React Aria puts the label's id first: the name reads "Nomor WhatsApp +62".
      aria-labelledby={prefixId}
      isInvalid={toIsInvalid({ isInvalid, errorMessage })}
      validationBehavior={FIELD_VALIDATION_BEHAVIOR}
      className={joinClassNames(styles.root, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.control}>
        {/* A tap on the prefix should land in the input, as if the prefix were part of it. */}
        <span
          id={prefixId}
          className={parts.prefix}
          onMouseDown={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
        >
          {COUNTRY_CODE}
        </span>
        <Input ref={inputRef} className={parts.input} placeholder={placeholder} />
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldFooter errorMessage={errorMessage} errorLines={errorLines} />
    </AriaTextField>
  );
}
