import type { Story, StoryDefault } from '@ladle/react';
import { Logo } from './logo.tsx';

export default { title: 'Brand / Logo' } satisfies StoryDefault;

const LOGO_FILE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30"><rect y="1" width="28" height="28" rx="7" fill="#1d43c4"/><text x="34" y="21" font-family="sans-serif" font-size="16" font-weight="600" fill="#1b2333">CoBelajar</text></svg>',
)}`;

export const Wordmark: Story = () => <Logo brandName="CoBelajar" />;

/** In the header: a link home. */
export const HomeLink: Story = () => <Logo brandName="CoBelajar" href="/" />;

/** On a dark surface such as the footer. */
export const Inverse: Story = () => (
  <div style={{ background: '#1e347d', padding: 16 }}>
    <Logo brandName="CoBelajar" tone="inverse" href="/" />
  </div>
);

/** A logo file instead of the drawn wordmark, fetched eagerly in the header. */
export const FromFile: Story = () => <Logo brandName="CoBelajar" src={LOGO_FILE} href="/" priority />;

export const Large: Story = () => <Logo brandName="CoBelajar" width={240} height={60} />;
