'use client';

import {
  CLASS_TYPE_CHOICES,
  gradeChoicesFor,
  needsStreamChoice,
  STREAM_CHOICES,
  type GradeFormValues,
} from '@bimbel/domain/catalogue/grade-choices';
import type { FieldErrors } from '@bimbel/domain/validation/to-field-errors';
import { Radio, RadioGroup } from '@bimbel/ui/radio-group/radio-group';
import { Select } from '@bimbel/ui/select/select';

/**
 * School level (jenjang), grade (kelas) and — for SMA/MA — stream (jurusan), in that order:
 * the level decides which grades exist. Choosing another level clears a grade it does not
 * have and a stream it does not ask for.
 */
export function GradeFields({
  values,
  errors,
  onChange,
  who = 'kamu',
}: {
  values: GradeFormValues;
  errors: FieldErrors;
  onChange: (patch: Partial<GradeFormValues>) => void;
  /** Whose grade: 'kamu', or 'anak' on a parent's forms. */
  who?: 'kamu' | 'anak';
}) {
  const grades = gradeChoicesFor(values.class_type);
  const chooseLevel = (classType: string) => {
    const keepsGrade = gradeChoicesFor(classType).some((choice) => choice.value === values.grade);
    onChange({
      class_type: classType,
      grade: keepsGrade ? values.grade : '',
      stream: needsStreamChoice(classType) ? values.stream : '',
    });
  };
  return (
    <>
      <RadioGroup
        label={who === 'anak' ? 'Jenjang sekolah anak' : 'Jenjang sekolah'}
        orientation="horizontal"
        value={values.class_type || null}
        onChange={chooseLevel}
        errorMessage={errors.class_type}
        isRequired
      >
        {CLASS_TYPE_CHOICES.map((choice) => (
          <Radio key={choice.value} value={choice.value}>
            {choice.label}
          </Radio>
        ))}
      </RadioGroup>
      <Select
        label="Kelas"
        options={grades}
        placeholder={grades.length > 0 ? 'Pilih kelas' : 'Pilih jenjang dulu'}
        value={values.grade || null}
        onChange={(grade) => onChange({ grade: grade ?? '' })}
        // Without a level there is nothing to choose; the level's own message says so.
        isDisabled={grades.length === 0}
        errorMessage={grades.length > 0 ? errors.grade : undefined}
        isRequired
      />
      {needsStreamChoice(values.class_type) ? (
        <RadioGroup
          label="Jurusan"
          orientation="horizontal"
          value={values.stream || null}
          onChange={(stream) => onChange({ stream })}
          errorMessage={errors.stream}
          isRequired
        >
          {STREAM_CHOICES.map((choice) => (
            <Radio key={choice.value} value={choice.value}>
              {choice.label}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
    </>
  );
}
