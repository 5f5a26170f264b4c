'use client';

import { toGradeLabel } from '@bimbel/domain/catalogue/grade-choices';
import { ADD_STUDENT_MESSAGES } from '@bimbel/domain/profile/add-student';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { EmptyState } from '@bimbel/ui/empty-state/empty-state';
import { RadioCardGroup } from '@bimbel/ui/radio-card/radio-card';
import { StudentCard } from '@bimbel/ui/student-card/student-card';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import { switchToStudent } from '#site/lib/session/switch-to-student.ts';
import { AuthPage, AuthPageLoading } from '../auth-page.tsx';
import { AUTH_SCREEN_TITLES } from '../auth-screen-titles.ts';
import { goToPageAfterLogin } from '#site/lib/session/redirect-after-login.ts';
import { ADDED_STUDENT_PARAM } from './family-messages.ts';

const TITLE = AUTH_SCREEN_TITLES['select-student'];

/**
 * /user/select-student: the family's students as cards; 'Pilih profil' stays disabled until
 * one is chosen (docs/product §4), then the session continues as that student on the page the login
 * was for, or /bimbel.
 */
export function SelectStudentScreen() {
  const { status, session } = useAtomValue(sessionAtom);
  const [chosen, setChosen] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [isSwitching, setSwitching] = useState(false);
  useEffect(() => {
    // Read once: the note belongs to this arrival, not to a reload.
    const url = new URL(window.location.href);
    const id = url.searchParams.get(ADDED_STUDENT_PARAM);
    if (!id) return;
    setAdded(id);
    setChosen(id);
    url.searchParams.delete(ADDED_STUDENT_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  if (status !== 'logged-in') return <AuthPageLoading title={TITLE} />;

  const students = session.student_users;
  const hasParent = Boolean(session.parent_user);
  if (students.length === 0) {
    return (
      <AuthPage title={TITLE}>
        <EmptyState
          title="Belum ada data anak"
          description="Tambahkan data anak dulu, supaya kami bisa siapkan kelas yang pas."
          action={hasParent ? { label: 'Tambah data anak', href: '/user/add-user' } : undefined}
        />
      </AuthPage>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setSwitching(true);
    if (!(await switchToStudent(chosen, { from: 'select-student', goOn: goToPageAfterLogin })))
      setSwitching(false);
  };

  return (
    <AuthPage
      title={TITLE}
      intro="Pilih profil anak yang akan belajar sekarang. Kamu bisa ganti lagi kapan saja."
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className={css({ display: 'grid', gap: '6', mt: '6' })}
      >
        {added && students.some((student) => student.id === added) ? (
          <p role="status" className={css({ color: 'success', fontWeight: 'bold' })}>
            {ADD_STUDENT_MESSAGES.success}
          </p>
        ) : null}
        <RadioCardGroup aria-label="Profil murid" value={chosen} onChange={setChosen}>
          {students.map((student) => (
            <StudentCard
              key={student.id}
              value={student.id}
              name={student.full_name}
              gradeLabel={toGradeLabel(student)}
              avatarSrc={student.avatar_url}
            />
          ))}
        </RadioCardGroup>
        <Button
          type="submit"
          fullWidth
          size="large"
          isDisabled={!chosen}
          isLoading={isSwitching}
          loadingText="Menyiapkan…"
        >
          Pilih profil
        </Button>
        {hasParent ? (
          <Button variant="ghost" fullWidth href="/user/add-user">
            Tambah data anak
          </Button>
        ) : null}
      </form>
    </AuthPage>
  );
}
