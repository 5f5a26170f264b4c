'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './event-form.styles.ts';
import type { EventFormState } from './use-event-form.ts';

/*
 * Plain HTML fields for the SmartFest and Akademi forms (decision 085): a visible label, the
 * hint and the error tied to the control by aria-describedby, aria-invalid when wrong.
 */

type Described = { id: string; hint?: string | undefined; error?: string | undefined };

const describedBy = ({ id, hint, error }: Described) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

function Notes({ id, hint, error }: Described) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

function Label({ id, children, optional }: { id: string; children: ReactNode; optional?: boolean | undefined }) {
  return (
    <label htmlFor={id} className={styles.label}>
      {children}
      {optional ? <span className={styles.optional}> (opsional)</span> : null}
    </label>
  );
}

export type TextInputProps = Described & {
  name: string;
  label: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email';
  maxLength?: number;
  optional?: boolean;
  wide?: boolean;
  placeholder?: string;
};

export function TextInput({ id, name, label, hint, error, optional, wide, ...input }: TextInputProps) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <Label id={id} optional={optional}>
        {label}
      </Label>
      <input
        id={id}
        name={name}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        {...input}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export type SelectInputProps = Described & {
  name: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  wide?: boolean;
};

export function SelectInput({ id, name, label, hint, error, placeholder, options, wide }: SelectInputProps) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <Label id={id}>{label}</Label>
      <select
        id={id}
        name={name}
        defaultValue=""
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export type ChoiceGroupProps = Described & {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
};

/** Several checkboxes under one legend; the error is tied to the group. */
export function CheckboxGroup({ id, name, legend, hint, error, options }: ChoiceGroupProps) {
  return (
    <fieldset
      className={`${styles.choiceGroup} ${styles.wide}`}
      aria-describedby={describedBy({ id, hint, error })}
    >
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.choiceList}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="checkbox" name={name} value={option.value} className={styles.box} />
            {option.label}
          </label>
        ))}
      </div>
      <Notes id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** The consent box: its text is its label. */
export function ConsentBox({ id, name, error, children }: Described & { name: string; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label htmlFor={id} className={styles.consentRow}>
        <input
          id={id}
          type="checkbox"
          name={name}
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error })}
        />
        <span>{children}</span>
      </label>
      <Notes id={id} error={error} />
    </div>
  );
}

/**
 * The form element with the form-wide message and the submit button after the fields; `state` is
 * what useEventForm returned.
 */
export function EventForm({
  state,
  label,
  submitLabel,
  children,
}: {
  state: EventFormState;
  label: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const { formRef, status, formError, onSubmit } = state;
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className={styles.formGrid} aria-label={label}>
      {children}
      {formError ? (
        <p role="alert" className={`${styles.formAlert} ${styles.wide}`}>
          {formError}
        </p>
      ) : null}
      <button type="submit" className={styles.submitButton} disabled={status === 'sending'}>
        {status === 'sending' ? 'Mengirim…' : submitLabel}
      </button>
    </form>
  );
}

/** What replaces the form once it is sent; it takes the focus when it appears. */
export function SuccessPanel({ title, children }: { title: string; children: ReactNode }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
  }, []);
  return (
    <div ref={panelRef} tabIndex={-1} role="status" className={styles.successPanel}>
      <h3 className={styles.label}>{title}</h3>
      <p>{children}</p>
    </div>
  );
}
