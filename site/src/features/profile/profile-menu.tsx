'use client';

import { MANAGE_SUBSCRIPTION_PATH } from '@bimbel/domain/routes/subscription-paths';
import { WEEKLY_REPORT_PATH } from '@bimbel/domain/routes/weekly-report-path';
import {
  shouldShowSwitchProfile,
  shouldShowWeeklyReport,
} from '@bimbel/domain/session/profile-menu-visibility';
import { shouldShowSubscriberCrown } from '@bimbel/domain/subscription/subscriber-crown';
import { css } from '@bimbel/styled-system/css';
import { Avatar } from '@bimbel/ui/avatar/avatar';
import { DropdownMenu, type DropdownMenuItem } from '@bimbel/ui/menu/menu';
import { useAtomValue } from 'jotai';
import { openProfileDialog } from '#site/lib/session/profile-dialogs.ts';
import { signOut } from '#site/lib/session/session-actions.ts';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import { currentSubscriptionTypeAtom } from '#site/lib/session/subscription.ts';
import { avatarFirstClass, firstNameClass, logoutClass } from './account-corner.styles.ts';
import { loadProfileModal, loadProfilePicker } from './profile-dialogs-host.tsx';
import { toFirstName, toProfileMenuLabel } from './profile-menu-label.ts';

/**
 * The logged-in header corner (docs/product §2): the profile dropdown — avatar with the first name on
 * wider screens, the crown for a paid subscriber — with 'Profilku', for a family with more
 * than one student 'Ganti profil', for a family with a parent 'Laporan mingguan' (decision
 * 078), and 'Langganan' (decision 082); on phones also a 'Keluar' button.
 */
export function ProfileMenu() {
  const { status, session } = useAtomValue(sessionAtom);
  const subscriptionType = useAtomValue(currentSubscriptionTypeAtom);
  if (status !== 'logged-in') return null;

  const user = session.primary_user;
  const firstName = toFirstName(user.full_name);
  const items: DropdownMenuItem[] = [
    { id: 'profile', label: 'Profilku', onAction: () => openProfileDialog('profile') },
  ];
  if (shouldShowSwitchProfile(session)) {
    items.push({ id: 'switch', label: 'Ganti profil', onAction: () => openProfileDialog('picker') });
  }
  // The family's weekly report (decision 078): a plain link to its page.
  if (shouldShowWeeklyReport(session))
    items.push({ id: 'report', label: 'Laporan mingguan', href: WEEKLY_REPORT_PATH });
  // Each student's package, pause and resume, the purchases and receipts (decision 082).
  items.push({ id: 'subscription', label: 'Langganan', href: MANAGE_SUBSCRIPTION_PATH });
  const paid = shouldShowSubscriberCrown(subscriptionType);
  const prefetch = () => {
    void loadProfileModal();
    if (items.some((item) => item.id === 'switch')) void loadProfilePicker();
  };

  return (
    <>
      <div onPointerEnter={prefetch} onFocus={prefetch} className={css({ display: 'contents' })}>
        <DropdownMenu
          trigger={
            // The name comes first in the DOM (the avatar is drawn first): the button's name then
            // holds the visible text in its order — 'Raka' on wide screens, the initials on
            // phones — as WCAG 2.5.3 (label in name) asks for people who click by voice.
            <>
              <span className={firstNameClass}>{firstName}</span>{' '}
              <Avatar
                name={user.full_name}
                src={user.avatar_url}
                subscriptionType={subscriptionType}
                size="small"
                decorative
                className={avatarFirstClass}
              />
            </>
          }
          triggerLabel={toProfileMenuLabel(user.full_name, paid)}
          aria-label="Menu profil"
          items={items}
        />
      </div>
      <button type="button" className={logoutClass} onClick={() => void signOut('user')}>
        Keluar
      </button>
    </>
  );
}
