'use client';

import { toGradeLabel } from '@bimbel/domain/catalogue/grade-choices';
import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { Button } from '@bimbel/ui/button/button';
import { Checkbox } from '@bimbel/ui/checkbox/checkbox';
import { useState, type FormEvent } from 'react';
import { chooseStudents } from './checkout-draft.ts';
import { trackCheckout } from './checkout-events.ts';
import { checkoutFamilyOf } from './checkout-family.ts';
import { CheckoutAlert } from './checkout-alert.tsx';
import { CHECKOUT_PATHS, fittingStudents } from './checkout-steps.ts';
import { describeGrades } from '@bimbel/domain/packages/describe-grades';
import { stepActions, stepCard, stepForm, stepLegend, stepNote, textLink } from './step-body.styles.ts';
import { useCheckoutStep } from './use-checkout-step.ts';

const NONE_CHOSEN = 'Pilih minimal satu murid, ya.';

/**
 * /paket/user/select-student (decision 081): the family's students the package fits, as
 * checkboxes — a parent may buy for several in one order, one subscription each. Students of
 * other grades are named, not offered. A parent may add a child on the way.
 */
export function SelectStudentStep() {
  const { draft, session, context, goTo } = useCheckoutStep('select-student');
  const family = checkoutFamilyOf(session);
  const fitting = fittingStudents(draft, family);
  const others = family.students.filter((student) => !fitting.includes(student));
  const [chosen, setChosen] = useState<string[]>(() => {
    const kept = draft.studentIds.filter((id) => fitting.some((student) => student.id === id));
    return kept.length > 0 || fitting.length !== 1 ? kept : [fitting[0]!.id];
  });
  const [problem, setProblem] = useState<string | null>(null);
  const chosenPackage = draft.package!;
  const tenure = draft.tenure!;

  const toggle = (id: string, isSelected: boolean) => {
    setProblem(null);
    setChosen((current) => (isSelected ? [...current, id] : current.filter((other) => other !== id)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem(NONE_CHOSEN);
    // In the family's order, whatever order they were ticked in.
    chooseStudents(fitting.filter((student) => chosen.includes(student.id)).map((student) => student.id));
    trackCheckout('Checkout Students Selected', context(), { students: chosen.length });
    goTo(CHECKOUT_PATHS.summary);
  };

  return (
    <form noValidate onSubmit={submit} className={stepForm}>
      {fitting.length > 0 ? (
        <div role="group" aria-labelledby="pilih-murid-judul" className={stepCard}>
          <h2 id="pilih-murid-judul" className={stepLegend}>
            {`Untuk siapa ${chosenPackage.name}?`}
          </h2>
          <p className={stepNote}>Pilih satu atau beberapa anak. Tiap anak mendapat langganannya sendiri.</p>
          {fitting.map((student) => (
            <Checkbox
              key={student.id}
              name="murid"
              value={student.id}
              label={student.full_name}
              description={toGradeLabel(student)}
              isSelected={chosen.includes(student.id)}
              onChange={(isSelected) => toggle(student.id, isSelected)}
            />
          ))}
        </div>
      ) : (
        <div className={stepCard}>
          <p>{`Belum ada murid di akunmu yang sesuai ${chosenPackage.name} (${describeGrades(chosenPackage.grades)}).`}</p>
        </div>
      )}
      {others.length > 0 ? (
        <p className={stepNote}>
          {`Tidak sesuai paket ini: ${others.map((student) => `${student.full_name} (${toGradeLabel(student)})`).join(', ')}.`}
        </p>
      ) : null}
      <CheckoutAlert message={problem} />
      {chosen.length > 0 ? (
        <p>{`${chosen.length} murid × ${formatRupiah(tenure.price)} untuk ${tenure.months} bulan`}</p>
      ) : null}
      <div className={stepActions}>
        <Button type="submit" size="large" fullWidth isDisabled={fitting.length === 0}>
          Lanjut ke ringkasan
        </Button>
        {family.hasParent ? (
          <a href={CHECKOUT_PATHS.addUser} className={textLink}>
            Tambah data anak
          </a>
        ) : null}
        <a href={CHECKOUT_PATHS.packages} className={textLink}>
          Pilih paket lain
        </a>
      </div>
    </form>
  );
}
