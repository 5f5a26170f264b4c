'use client';

import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { Modal } from '@bimbel/ui/modal/modal';
import { RadioCardGroup } from '@bimbel/ui/radio-card/radio-card';
import { StudentCard } from '@bimbel/ui/student-card/student-card';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useRouter } from 'waku/router/client';
import { closeProfileDialog } from '#site/lib/session/profile-dialogs.ts';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import { switchToStudent } from '#site/lib/session/switch-to-student.ts';
import { toGradeLabel } from './profile-summary.ts';

/**
 * The profile picker (docs/product §2, §4): the family's students as cards in a grid (one choice,
 * radio semantics) and 'Pilih profil', disabled until a card is chosen. Confirming switches the
 * session to that student, then closes — or, on the login page, goes on to /bimbel. A failed
 * switch shows docs/product's toast and changes nothing.
 */
export function ProfilePicker() {
  const { status, session } = useAtomValue(sessionAtom);
  const { path, reload } = useRouter();
  const [chosen, setChosen] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  if (status !== 'logged-in') return null;

  const currentId = session.primary_user.id;
  const confirm = async () => {
    if (!chosen) return;
    setSwitching(true);
    if (!(await switchToStudent(chosen, { from: 'picker', path, reloadRoute: reload }))) setSwitching(false);
  };

  return (
    <Modal
      title="Ganti profil"
      isOpen
      isDismissable={!switching}
      isKeyboardDismissDisabled={switching}
      onOpenChange={(isOpen) => {
        if (!isOpen) closeProfileDialog();
      }}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <p className={css({ color: 'muted' })}>Mau belajar sebagai siapa? Pilih salah satu profil murid.</p>
        <RadioCardGroup aria-label="Profil murid" value={chosen} onChange={setChosen} isDisabled={switching}>
          {session.student_users.map((student) => {
            const grade = toGradeLabel(student) ?? 'Kelas belum diisi';
            const isCurrent = student.id === currentId;
            return (
              <StudentCard
                key={student.id}
                value={student.id}
                name={student.full_name}
                gradeLabel={isCurrent ? `${grade} (profil aktif)` : grade}
                avatarSrc={student.avatar_url}
              />
            );
          })}
        </RadioCardGroup>
        <Button
          fullWidth
          isDisabled={chosen === null}
          isLoading={switching}
          loadingText="Mengganti profil…"
          onPress={() => void confirm()}
        >
          Pilih profil
        </Button>
      </div>
    </Modal>
  );
}
