'use client';

import type { GradeFormValues } from '@bimbel/domain/catalogue/grade-choices';
import type { FieldErrors } from '@bimbel/domain/validation/to-field-errors';
import { css } from '@bimbel/styled-system/css';
import { TextField } from '@bimbel/ui/text-field/text-field';
import { GradeFields } from '../grade-fields.tsx';

/** The details form's text values; a student's form leaves `student_full_name` out. */
export type DetailsValues = GradeFormValues & { full_name: string; email: string; student_full_name: string };

export const EMPTY_DETAILS: DetailsValues = {
  full_name: '',
  email: '',
  student_full_name: '',
  class_type: '',
  grade: '',
  stream: '',
};

const sectionTitle = css({ fontSize: 'lg', mt: '4' });

/**
 * The details step's fields: a student gives its own name, grade and optional e-mail; a
 * parent gives its name and optional e-mail, then the first child's name and grade.
 */
export function DetailsFields({
  role,
  values,
  errors,
  onChange,
}: {
  role: 'student' | 'parent';
  values: DetailsValues;
  errors: FieldErrors;
  onChange: (patch: Partial<DetailsValues>) => void;
}) {
  const isParent = role === 'parent';
  const email = (
    <TextField
      type="email"
      label="Email (opsional)"
      description="Untuk info kelas dan tagihan. Kami kirim tautan verifikasi ke sini."
      autoComplete="email"
      value={values.email}
      onChange={(email) => onChange({ email })}
      errorMessage={errors.email}
    />
  );
  if (!isParent) {
    return (
      <>
        <TextField
          label="Nama lengkap"
          autoComplete="name"
          value={values.full_name}
          onChange={(full_name) => onChange({ full_name })}
          errorMessage={errors.full_name}
          isRequired
        />
        <GradeFields values={values} errors={errors} onChange={onChange} />
        {email}
      </>
    );
  }
  return (
    <>
      <h2 className={sectionTitle}>Data orangtua</h2>
      <TextField
        label="Nama orangtua"
        autoComplete="name"
        value={values.full_name}
        onChange={(full_name) => onChange({ full_name })}
        errorMessage={errors.full_name}
        isRequired
      />
      {email}
      <h2 className={sectionTitle}>Data anak</h2>
      <TextField
        label="Nama anak"
        autoComplete="off"
        value={values.student_full_name}
        onChange={(student_full_name) => onChange({ student_full_name })}
        errorMessage={errors.student_full_name}
        isRequired
      />
      <GradeFields values={values} errors={errors} onChange={onChange} who="anak" />
    </>
  );
}
