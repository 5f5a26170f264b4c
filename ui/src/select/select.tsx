'use client';

import { field, select } from '@bimbel/styled-system/recipes';
import type { Key } from 'react-aria-components';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import {
  FIELD_VALIDATION_BEHAVIOR,
  FieldDescription,
  FieldFooter,
  FieldLabel,
  joinClassNames,
  toIsInvalid,
  type FieldBaseProps,
} from '../field/field-parts.tsx';

export type SelectOption = { readonly value: string; readonly label: string };

export type SelectProps = FieldBaseProps & {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. Defaults to 'Pilih kelas'. */
  placeholder?: string;
  /** Controlled chosen value (`null` = nothing chosen). */
  value?: string | null;
  /** Uncontrolled initial value (conform's `initialValue`). */
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Alias of `value`, in React Aria's older naming. */
  selectedKey?: string | null;
  /** Alias of `defaultValue`. */
  defaultSelectedKey?: string | null;
  /** Alias of `onChange`. */
  onSelectionChange?: (value: string | null) => void;
};

/**
 * A dropdown of options (the grade picker of the lead form). Opens with Enter, Space or the
 * arrow keys, supports type-ahead, closes with Escape. With a `name` it renders a hidden native
 * `<select>`, so the chosen value is posted with the form.
 *
 * @example
 * <Select name="grade" label="Kelas" options={LEAD_GRADE_OPTIONS} errorMessage={fields.grade.errors?.[0]} />
 */
export function Select({
  label,
  description,
  errorMessage,
  isInvalid,
  errorLines,
  className,
  options,
  placeholder = 'Pilih kelas',
  value,
  defaultValue,
  onChange,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  ...rest
}: SelectProps) {
  const styles = field();
  const parts = select();
  const controlled = value !== undefined ? value : selectedKey;
  const initial = defaultValue !== undefined ? defaultValue : defaultSelectedKey;
  const handleChange = (key: Key | null) => {
    const next = key === null ? null : String(key);
    onChange?.(next);
    onSelectionChange?.(next);
  };
  return (
    <AriaSelect
      {...rest}
      value={controlled}
      defaultValue={initial}
      onChange={handleChange}
      placeholder={placeholder}
      isInvalid={toIsInvalid({ isInvalid, errorMessage })}
      validationBehavior={FIELD_VALIDATION_BEHAVIOR}
      className={joinClassNames(styles.root, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button className={joinClassNames(styles.control, parts.trigger)}>
        <SelectValue className={parts.value} />
        <ChevronIcon className={parts.icon} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldFooter errorMessage={errorMessage} errorLines={errorLines} />
      <Popover className={parts.popover} offset={4}>
        <ListBox className={parts.listBox}>
          {options.map((option) => (
            <ListBoxItem
              key={option.value}
              id={option.value}
              textValue={option.label}
              className={parts.option}
            >
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected ? <CheckIcon className={parts.check} /> : null}
                </>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

function ChevronIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 20 20" width="20" height="20" fill="none">
      <path
        d="m5 7.5 5 5 5-5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CheckIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 20 20" width="20" height="20" fill="none">
      <path
        d="m4.5 10.5 3.5 3.5 7.5-8"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
