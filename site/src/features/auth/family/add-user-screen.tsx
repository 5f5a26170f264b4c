'use client';

import { EMPTY_GRADE_FORM_VALUES } from '@bimbel/domain/catalogue/grade-choices';
import { ADD_STUDENT_MESSAGES } from '@bimbel/domain/profile/add-student';
import { NewStudentFormSchema } from '@bimbel/domain/profile/student-details-form';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { EmptyState } from '@bimbel/ui/empty-state/empty-state';
import { TextField } from '@bimbel/ui/text-field/text-field';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { addStudent } from '#site/lib/api/user-calls.ts';
import { sessionAtom, sessionOwner } from '#site/lib/session/session-store.ts';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';
import { AuthPage, AuthPageLoading } from '../auth-page.tsx';
import { AUTH_SCREEN_TITLES } from '../auth-screen-titles.ts';
import { FormAlert } from '../form-alert.tsx';
import { GradeFields } from '../grade-fields.tsx';
import { describeFormProblem } from '../form-problem.ts';
import { useFormValues } from '../use-form-values.ts';
import { ADDED_STUDENT_PARAM } from './family-messages.ts';

const TITLE = AUTH_SCREEN_TITLES['add-user'];

/**
 * /user/add-user: a parent adds a child (`POST /user-management/v3/students`), then chooses who
 * learns now at /user/select-student. A student's own account has no parent to add children.
 */
export function AddUserScreen() {
  const { status, session } = useAtomValue(sessionAtom);
  if (status !== 'logged-in') return <AuthPageLoading title={TITLE} />;
  if (!session.parent_user) {
    return (
      <AuthPage title={TITLE}>
        <EmptyState
          title={ADD_STUDENT_MESSAGES.parentOnly}
          description="Akun ini milik murid. Orangtua bisa menambah data anak dari akunnya sendiri."
          action={{ label: 'Ke Bimbel', href: '/bimbel' }}
        />
      </AuthPage>
    );
  }
  return <AddUserForm />;
}

function AddUserForm() {
  const form = useFormValues(NewStudentFormSchema.safeParse, { full_name: '', ...EMPTY_GRADE_FORM_VALUES });
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const student = form.submit();
    if (!student) return;
    setSaving(true);
    setProblem(null);
    try {
      const data = await addStudent({
        body: { full_name: student.full_name, grade: student.grade.value },
      });
      sessionOwner.addStudent(data);
      trackEvent('Student Added', { students: data.student_users.length });
      // A page load, not a client push: this page (and what its busy button announced) goes
      // away whole. The picker says the child was added and offers it first.
      const added = data.student_users.at(-1)?.id;
      window.location.assign(
        added
          ? `/user/select-student?${ADDED_STUDENT_PARAM}=${encodeURIComponent(added)}`
          : '/user/select-student',
      );
    } catch (error) {
      setProblem(describeFormProblem(error));
      setSaving(false);
    }
  };

  return (
    <AuthPage title={TITLE} intro="Isi nama dan kelas anak yang akan ikut belajar.">
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        className={css({ display: 'grid', gap: '2', mt: '6' })}
      >
        <TextField
          label="Nama anak"
          autoComplete="off"
          value={form.values.full_name}
          onChange={(full_name) => form.change({ full_name })}
          errorMessage={form.errors.full_name}
          isRequired
        />
        <GradeFields values={form.values} errors={form.errors} onChange={form.change} who="anak" />
        <FormAlert message={problem} />
        <Button type="submit" fullWidth size="large" isLoading={isSaving} loadingText="Menyimpan…">
          Tambah anak
        </Button>
        <Button variant="ghost" fullWidth href="/user/select-student">
          Batal
        </Button>
      </form>
    </AuthPage>
  );
}
