import type { Story, StoryDefault } from '@ladle/react';
import { BROKEN_IMAGE, DEMO_PORTRAIT } from '../image/demo-images.ts';
import { Avatar } from './avatar.tsx';

export default { title: 'Media / Avatar' } satisfies StoryDefault;

const row = { display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' } as const;

export const WithPicture: Story = () => <Avatar name="Budi Santoso" src={DEMO_PORTRAIT} />;

/** No picture: the first letters of the first and last names. */
export const Initials: Story = () => <Avatar name="Siti Nur Aisyah" />;

/** The picture cannot be loaded: initials take its place. */
export const PictureFails: Story = () => <Avatar name="Rizky Pratama" src={BROKEN_IMAGE} />;

export const Sizes: Story = () => (
  <div style={row}>
    <Avatar name="Dewi Lestari" size="small" />
    <Avatar name="Dewi Lestari" size="medium" />
    <Avatar name="Dewi Lestari" size="large" />
    <Avatar name="Andi Wijaya" src={DEMO_PORTRAIT} size="large" />
  </div>
);

/** Paid subscribers wear a crown, announced as 'Pelanggan berbayar'. */
export const PaidSubscriber: Story = () => (
  <div style={row}>
    <Avatar name="Budi Santoso" src={DEMO_PORTRAIT} subscriptionType="PAID" size="small" />
    <Avatar name="Budi Santoso" subscriptionType="PAID" />
    <Avatar name="Budi Santoso" src={DEMO_PORTRAIT} subscriptionType="PAID" size="large" />
  </div>
);

/** A trial is not a paid subscription: no crown. */
export const TrialSubscriber: Story = () => <Avatar name="Budi Santoso" subscriptionType="TRIAL" />;

/** Beside a written name the avatar is hidden from screen readers, so the name is not read twice. */
export const BesideName: Story = () => (
  <div style={row}>
    <Avatar name="Sukarno" decorative size="small" />
    <span>Sukarno</span>
  </div>
);
