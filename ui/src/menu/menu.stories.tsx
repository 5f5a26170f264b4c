import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { css } from '@bimbel/styled-system/css';
import { DropdownMenu, type DropdownMenuItem } from './menu.tsx';

export default { title: 'Navigation / Dropdown menu' } satisfies StoryDefault;

// A stand-in for the Avatar component, so the story shows the header's real trigger shape.
const initials = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '8',
  height: '8',
  borderRadius: 'full',
  bg: 'brand.700',
  color: 'white',
  fontSize: 'xs',
});

const profileTrigger = (
  <>
    <span aria-hidden="true" className={initials}>
      BS
    </span>
    Budi Santoso
  </>
);

const noop = () => {};
const profileItems: DropdownMenuItem[] = [
  { id: 'profile', label: 'Profilku', onAction: noop },
  { id: 'switch', label: 'Ganti profil', onAction: noop },
  { id: 'logout', label: 'Keluar', onAction: noop },
];

const Right = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{children}</div>
);

export const ProfileDropdown: Story = () => (
  <Right>
    <DropdownMenu trigger={profileTrigger} items={profileItems} />
  </Right>
);

/** 'Ganti profil' appears only when the account has more than one student. */
export const SingleStudent: Story = () => (
  <Right>
    <DropdownMenu trigger={profileTrigger} items={profileItems.filter((item) => item.id !== 'switch')} />
  </Right>
);

export const Open: Story = () => (
  <Right>
    <DropdownMenu trigger={profileTrigger} items={profileItems} defaultOpen />
  </Right>
);

export const WithLink: Story = () => (
  <Right>
    <DropdownMenu
      trigger={profileTrigger}
      items={[
        { id: 'help', label: 'Pusat bantuan', href: '/faq-pusat-bantuan' },
        { id: 'logout', label: 'Keluar', onAction: noop },
      ]}
    />
  </Right>
);
