'use client';

import { shouldShowParentSection } from '@bimbel/domain/session/profile-menu-visibility';
import { css } from '@bimbel/styled-system/css';
import { Avatar } from '@bimbel/ui/avatar/avatar';
import { Button } from '@bimbel/ui/button/button';
import { Modal } from '@bimbel/ui/modal/modal';
import { useAtomValue } from 'jotai';
import { closeProfileDialog } from '#site/lib/session/profile-dialogs.ts';
import { signOut } from '#site/lib/session/session-actions.ts';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import { currentSubscriptionTypeAtom } from '#site/lib/session/subscription.ts';
import { ProfileDetails } from './profile-details.tsx';
import { describeParentData, describePersonalData, toGradeLabel, toRoleLabel } from './profile-summary.ts';

/** The page where a student edits their own data (built by the registration flows). */
export const UPDATE_USER_PATH = '/user/update-user';

const identityClass = css({ display: 'flex', alignItems: 'center', gap: '4' });
const nameClass = css({
  fontFamily: 'heading',
  fontWeight: 'semibold',
  fontSize: 'lg',
  overflowWrap: 'anywhere',
});
const footerClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  pt: '4',
  borderTopWidth: '1px',
  borderColor: 'line',
});

/**
 * 'Profilku' (docs/product §2): 'Data diri' — avatar, full name, phone with country code, class type,
 * grade and stream, e-mail — then 'Data orangtua' only when the family has a parent, and a
 * 'Keluar' link. Missing values read 'Belum diisi'.
 */
export function ProfileModal() {
  const { status, session } = useAtomValue(sessionAtom);
  const subscriptionType = useAtomValue(currentSubscriptionTypeAtom);
  if (status !== 'logged-in') return null;

  const user = session.primary_user;
  const isStudent = user.role === 'student';
  const subtitle = [toRoleLabel(user.role), isStudent ? toGradeLabel(user) : null].filter(Boolean).join(', ');

  return (
    <Modal
      title="Profilku"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) closeProfileDialog();
      }}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <ProfileDetails title="Data diri" rows={describePersonalData(user)}>
          <div className={identityClass}>
            <Avatar
              name={user.full_name}
              src={user.avatar_url}
              subscriptionType={subscriptionType}
              size="medium"
              decorative
            />
            <div>
              <p className={nameClass}>{user.full_name}</p>
              <p className={css({ color: 'muted', fontSize: 'sm' })}>{subtitle}</p>
            </div>
          </div>
        </ProfileDetails>
        {shouldShowParentSection(session) && session.parent_user && (
          <ProfileDetails title="Data orangtua" rows={describeParentData(session.parent_user)} />
        )}
        <div className={footerClass}>
          {isStudent ? (
            <Button href={UPDATE_USER_PATH} variant="secondary" size="small">
              Ubah data diri
            </Button>
          ) : (
            <span />
          )}
          <Button variant="link" onPress={() => void signOut('user')}>
            Keluar
          </Button>
        </div>
      </div>
    </Modal>
  );
}
