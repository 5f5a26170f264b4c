'use client';

import { field, radioGroup } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';
import { RadioButton, RadioField, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import {
  FIELD_VALIDATION_BEHAVIOR,
  FieldDescription,
  FieldFooter,
  FieldLabel,
  joinClassNames,
  toIsInvalid,
  type FieldBaseProps,
} from '../field/field-parts.tsx';

export type RadioGroupProps = FieldBaseProps & {
  /** Controlled chosen value (`null` = nothing chosen). */
  value?: string | null;
  /** Uncontrolled initial value (conform's `initialValue`). */
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  /** Stack the radios (default) or put them in a row that wraps on narrow screens. */
  orientation?: 'vertical' | 'horizontal';
  /** The `Radio`s. */
  children: ReactNode;
};

/**
 * A labelled group of mutually exclusive choices. Arrow keys move between the radios and choose;
 * Tab leaves the group.
 *
 * @example
 * <RadioGroup name="callbackRequestedBy" label="Yang minta info" orientation="horizontal" defaultValue="student">
 *   <Radio value="student">Murid</Radio>
 *   <Radio value="parent">Orangtua</Radio>
 * </RadioGroup>
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  errorLines,
  className,
  orientation = 'vertical',
  children,
  ...rest
}: RadioGroupProps) {
  const styles = field();
  return (
    <AriaRadioGroup
      {...rest}
      orientation={orientation}
      isInvalid={toIsInvalid({ isInvalid, errorMessage })}
      validationBehavior={FIELD_VALIDATION_BEHAVIOR}
      className={joinClassNames(styles.root, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={radioGroup().items}>{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldFooter errorMessage={errorMessage} errorLines={errorLines} />
    </AriaRadioGroup>
  );
}

export type RadioProps = {
  /** The value the group takes (and posts) when this radio is chosen. */
  value: string;
  children: ReactNode;
  isDisabled?: boolean;
};

/**
 * One choice of a `RadioGroup`: a round indicator and its label, a 44 px tall target.
 *
 * @example
 * <Radio value="parent">Orangtua</Radio>
 */
export function Radio({ value, children, isDisabled }: RadioProps) {
  const parts = radioGroup();
  return (
    <RadioField value={value} isDisabled={isDisabled}>
      <RadioButton className={parts.radio}>
        <span className={parts.indicator} aria-hidden="true" />
        {children}
      </RadioButton>
    </RadioField>
  );
}
