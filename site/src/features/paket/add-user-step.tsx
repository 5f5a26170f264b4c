'use client';

import { TENURE_GRADES } from '@bimbel/domain/catalogue/tenure-grade';
import { packageFitsStudent } from '@bimbel/domain/packages/package-fits-student';
import {
  ADD_STUDENT_MESSAGES,
  AddStudentSchema,
  FAMILY_STUDENTS_MAX,
} from '@bimbel/domain/profile/add-student';
import { Button } from '@bimbel/ui/button/button';
import { Select } from '@bimbel/ui/select/select';
import { TextField } from '@bimbel/ui/text-field/text-field';
import { useState, type FormEvent } from 'react';
import { addStudent } from '#site/lib/api/user-calls.ts';
import { sessionOwner } from '#site/lib/session/session-store.ts';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';
import { callWithRenewal } from '#site/lib/session/call-with-renewal.ts';
import { CheckoutAlert } from './checkout-alert.tsx';
import { chooseStudents } from './checkout-draft.ts';
import { trackCheckout } from './checkout-events.ts';
import { describeCheckoutProblem } from './checkout-problem.ts';
import { CHECKOUT_PATHS } from './checkout-steps.ts';
import { describeGrades } from '@bimbel/domain/packages/describe-grades';
import {
  SENIOR_TRACK_CHOICES,
  toStudentGradeFields,
  trackOfProgram,
  type SeniorTrack,
} from './new-student-grade.ts';
import { stepActions, stepCard, stepForm, stepNote, textLink } from './step-body.styles.ts';
import { useCheckoutStep } from './use-checkout-step.ts';
import { firstErrorPerField } from './zod-field-errors.ts';

const GRADE_CHOICES = TENURE_GRADES.map((grade) => ({ value: grade, label: `Kelas ${grade}` }));

/**
 * /paket/user/add-user (decision 081): a parent adds a child to the family (the add-student
 * call) with a grade of the tenure forms, 5–12 (docs/product §3), then chooses the students; a
 * child the package fits comes back already ticked.
 */
export function AddUserStep() {
  const { draft, session, context } = useCheckoutStep('add-user');
  const chosenPackage = draft.package!;
  const onlyGrade = chosenPackage.grades.length === 1 ? String(chosenPackage.grades[0]) : null;
  const [name, setName] = useState('');
  const [grade, setGrade] = useState<string | null>(onlyGrade);
  const [track, setTrack] = useState<SeniorTrack | null>(trackOfProgram(chosenPackage.program));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const full = session.student_users.length >= FAMILY_STUDENTS_MAX;
  const isSenior = Number(grade) >= 10;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { full_name: name, ...toStudentGradeFields(Number(grade), isSenior ? track : null) };
    const parsed = AddStudentSchema.safeParse(grade ? body : { ...body, grade: '' });
    if (!parsed.success) return setErrors(firstErrorPerField(parsed.error.issues));
    setErrors({});
    setProblem(null);
    setSaving(true);
    try {
      const family = await callWithRenewal(() => addStudent({ body }));
      sessionOwner.addStudent(family);
      trackEvent('Student Added', { students: family.student_users.length });
      const added = family.student_users.at(-1);
      if (added && packageFitsStudent(chosenPackage, added)) chooseStudents([...draft.studentIds, added.id]);
      // A page load, not a client push: the busy button leaves whole, with what it announced
      // (decision 025); the draft and the session are in storage.
      window.location.assign(CHECKOUT_PATHS.selectStudent);
    } catch (error) {
      const { message, code } = describeCheckoutProblem(error);
      trackCheckout('Checkout Failed', context(), { errorResponse: code, failureReason: message });
      setProblem(message);
      setSaving(false);
    }
  };

  if (full) return <CheckoutAlert message={ADD_STUDENT_MESSAGES.tooMany} />;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={stepForm}>
      <div className={stepCard}>
        <p className={stepNote}>{`${chosenPackage.name} untuk ${describeGrades(chosenPackage.grades)}.`}</p>
        <TextField
          label="Nama anak"
          autoComplete="off"
          value={name}
          onChange={setName}
          errorMessage={errors.full_name}
          isRequired
        />
        <Select
          label="Kelas"
          options={GRADE_CHOICES}
          value={grade}
          onChange={setGrade}
          errorMessage={errors.grade}
          isRequired
        />
        {isSenior ? (
          <Select
            label="Jurusan"
            placeholder="Pilih jurusan"
            options={SENIOR_TRACK_CHOICES}
            value={track}
            onChange={(value) => setTrack(value as SeniorTrack | null)}
            errorMessage={errors.stream ?? errors.class_type}
            isRequired
          />
        ) : null}
      </div>
      <CheckoutAlert message={problem} />
      <div className={stepActions}>
        <Button type="submit" size="large" fullWidth isLoading={isSaving} loadingText="Menyimpan…">
          Tambah anak
        </Button>
        <a href={CHECKOUT_PATHS.selectStudent} className={textLink}>
          Batal
        </a>
      </div>
    </form>
  );
}
