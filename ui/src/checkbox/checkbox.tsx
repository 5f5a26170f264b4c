'use client';

import { checkbox, field } from '@bimbel/styled-system/recipes';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import {
  FIELD_VALIDATION_BEHAVIOR,
  FieldDescription,
  FieldFooter,
  joinClassNames,
  toIsInvalid,
  type FieldBaseProps,
} from '../field/field-parts.tsx';

export type CheckboxProps = FieldBaseProps & {
  /** Controlled checked state. */
  isSelected?: boolean;
  /** Uncontrolled initial checked state (conform's `initialValue === 'on'`). */
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Posted under `name` while checked. Defaults to 'on', like a native checkbox. */
  value?: string;
};

/**
 * A checkbox with a visible 24 px box and check mark; the whole label is the target. Space
 * toggles it from the keyboard.
 *
 * @example
 * <Checkbox name="consent" label="Saya setuju dihubungi lewat WhatsApp" errorMessage={fields.consent.errors?.[0]} />
 */
export function Checkbox({
  label,
  description,
  errorMessage,
  isInvalid,
  errorLines,
  className,
  ...rest
}: CheckboxProps) {
  const styles = field();
  const parts = checkbox();
  return (
    <CheckboxField
      {...rest}
      isInvalid={toIsInvalid({ isInvalid, errorMessage })}
      validationBehavior={FIELD_VALIDATION_BEHAVIOR}
      className={joinClassNames(styles.root, className)}
    >
      <CheckboxButton className={parts.button}>
        <span className={parts.box} aria-hidden="true">
          <svg className={parts.icon} viewBox="0 0 16 16" width="16" height="16" fill="none">
            <path
              d="m3 8.5 3.2 3L13 4.5"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <span>{label}</span>
      </CheckboxButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldFooter errorMessage={errorMessage} errorLines={errorLines} />
    </CheckboxField>
  );
}
