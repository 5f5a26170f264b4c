'use client';

import { toGradeFormValues } from '@bimbel/domain/catalogue/grade-choices';
import { UPDATE_PROFILE_MESSAGES } from '@bimbel/domain/profile/update-student-profile';
import { StudentDetailsFormSchema } from '@bimbel/domain/profile/student-details-form';
import type { UserProfile } from '@bimbel/domain/session/session-user-data';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { EmptyState } from '@bimbel/ui/empty-state/empty-state';
import { TextField } from '@bimbel/ui/text-field/text-field';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { updateStudentProfile } from '#site/lib/api/user-calls.ts';
import { sessionAtom, sessionOwner } from '#site/lib/session/session-store.ts';
import { notify } from '#site/lib/toast.ts';
import { AuthPage, AuthPageLoading } from '../auth-page.tsx';
import { AUTH_SCREEN_TITLES } from '../auth-screen-titles.ts';
import { FormAlert } from '../form-alert.tsx';
import { describeFormProblem } from '../form-problem.ts';
import { GradeFields } from '../grade-fields.tsx';
import { useFormValues } from '../use-form-values.ts';

const TITLE = AUTH_SCREEN_TITLES['update-user'];

/**
 * /user/update-user: the selected student's name, grade and e-mail
 * (`PUT /user-management/v2/students/profile`). The stored session takes the answer, and docs/product
 * §8's 'Sip, datamu berhasil diperbarui.' confirms it.
 */
export function UpdateUserScreen() {
  const { status, session } = useAtomValue(sessionAtom);
  if (status !== 'logged-in') return <AuthPageLoading title={TITLE} />;
  const student = session.primary_user;
  if (student.role !== 'student') {
    return (
      <AuthPage title={TITLE}>
        <EmptyState
          title="Belum ada profil murid yang dipilih"
          description="Pilih atau tambahkan data anak dulu, lalu ubah datanya di sini."
          action={{ label: 'Pilih profil murid', href: '/user/select-student' }}
        />
      </AuthPage>
    );
  }
  // A new key per student: switching profiles elsewhere starts the form from that student.
  return <UpdateUserForm key={student.id} student={student} />;
}

function UpdateUserForm({ student }: { student: UserProfile }) {
  const form = useFormValues(StudentDetailsFormSchema.safeParse, {
    full_name: student.full_name,
    email: student.email ?? '',
    ...toGradeFormValues(student),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const details = form.submit();
    if (!details) return;
    setSaving(true);
    setProblem(null);
    try {
      const data = await updateStudentProfile({
        body: { full_name: details.full_name, email: details.email, grade: details.grade.value },
      });
      const {
        verification_email_sent: _sent,
        email_verified: _verified,
        message: _message,
        ...profile
      } = data;
      sessionOwner.updateProfile(profile);
      setSentTo(data.verification_email_sent ? (data.email ?? null) : null);
      void notify({ variant: 'success', title: UPDATE_PROFILE_MESSAGES.success });
    } catch (error) {
      setProblem(describeFormProblem(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthPage title={TITLE} intro={`Data ini dipakai untuk kelas ${student.full_name}.`}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        className={css({ display: 'grid', gap: '2', mt: '6' })}
      >
        <TextField
          label="Nama lengkap"
          autoComplete="off"
          value={form.values.full_name}
          onChange={(full_name) => form.change({ full_name })}
          errorMessage={form.errors.full_name}
          isRequired
        />
        <GradeFields values={form.values} errors={form.errors} onChange={form.change} />
        <TextField
          type="email"
          label="Email (opsional)"
          autoComplete="email"
          value={form.values.email}
          onChange={(email) => form.change({ email })}
          errorMessage={form.errors.email}
        />
        <p role="status" className={css({ fontSize: 'sm', color: 'success' })}>
          {sentTo ? `Kami kirim tautan verifikasi ke ${sentTo}. Buka tautannya dalam 24 jam, ya.` : ''}
        </p>
        <FormAlert message={problem} />
        <Button type="submit" fullWidth size="large" isLoading={isSaving} loadingText="Menyimpan…">
          Simpan
        </Button>
        <Button variant="ghost" fullWidth href="/bimbel">
          Kembali ke Bimbel
        </Button>
      </form>
    </AuthPage>
  );
}
