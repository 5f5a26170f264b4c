'use client';

import { radioCard } from '@bimbel/styled-system/recipes';
import { createContext, useContext, type ReactNode } from 'react';
import { Label, RadioButton, RadioField, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { CheckIcon } from '../card-badge/card-badge-icons.tsx';

type RadioCardLayout = 'grid' | 'list';

// The group's layout reaches its cards without every caller repeating it.
const LayoutContext = createContext<RadioCardLayout>('grid');

export type RadioCardGroupProps = Pick<
  RadioGroupProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'isDisabled'
  | 'isRequired'
  | 'name'
  | 'aria-label'
  | 'aria-labelledby'
> & {
  /** Visible name of the group; otherwise give `aria-label` or `aria-labelledby` (e.g. the modal title). */
  label?: string;
  /** `grid`: cards side by side (profile picker); `list`: one per row (tenure picker). */
  layout?: RadioCardLayout;
  children: ReactNode;
};

/**
 * A single choice among cards, with radio semantics: it is one answer to one question, confirmed
 * by a separate button ('Pilih profil'), and works in a `<form>` through `name`. Tab enters and
 * leaves the group; arrow keys move and choose. (A GridList with single selection would announce
 * rows of a collection with their own actions, which these cards are not.)
 *
 * @example
 * <RadioCardGroup aria-labelledby={titleId} value={studentId} onChange={setStudentId}>
 *   {students.map((student) => <StudentCard key={student.id} value={student.id} … />)}
 * </RadioCardGroup>
 */
export function RadioCardGroup({ label, layout = 'grid', children, ...rest }: RadioCardGroupProps) {
  const classes = radioCard({ layout });
  return (
    <RadioGroup {...rest} className={classes.group}>
      {label && <Label className={classes.label}>{label}</Label>}
      <div className={classes.items}>
        <LayoutContext.Provider value={layout}>{children}</LayoutContext.Provider>
      </div>
    </RadioGroup>
  );
}

export type RadioCardProps = {
  /** The value the group reports when this card is chosen. */
  value: string;
  isDisabled?: boolean;
  /** Phrasing content only (spans, images): it sits inside the radio's `<label>`, which names it. */
  children: ReactNode;
};

/**
 * One card of a `RadioCardGroup`. The whole card is the target; when chosen it gets a filled check
 * and a brand border, and screen readers announce it as selected.
 *
 * @example
 * <RadioCard value="3"><span>3 bulan</span></RadioCard>
 */
export function RadioCard({ value, isDisabled, children }: RadioCardProps) {
  const classes = radioCard({ layout: useContext(LayoutContext) });
  return (
    <RadioField value={value} isDisabled={isDisabled} className={classes.field}>
      <RadioButton className={classes.card}>
        <span className={classes.indicator} aria-hidden="true">
          <CheckIcon />
        </span>
        <span className={classes.content}>{children}</span>
      </RadioButton>
    </RadioField>
  );
}
