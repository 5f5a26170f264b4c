import type { ReactNode } from 'react';
import type { SocialNetwork } from '#site/lib/site-info.ts';

// Simple self-drawn marks of the social networks in the footer (decorative: the links carry
// the names). 24 × 24, currentColor.

const paths: Record<SocialNetwork, ReactNode> = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" fill="currentColor" />
    </>
  ),
  TikTok: (
    <path
      d="M14 3h3c.3 2.2 1.7 3.6 4 3.9v3.1a7.4 7.4 0 0 1-4-1.3V15a6 6 0 1 1-6-6h.5v3.2H11a2.8 2.8 0 1 0 3 2.8z"
      fill="currentColor"
    />
  ),
  YouTube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9l5 3-5 3z" fill="var(--footer-bg, #1e347d)" />
    </>
  ),
  Facebook: (
    <path
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4v2.2H7.7v3h2.6V21z"
      fill="currentColor"
    />
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
      {paths[network]}
    </svg>
  );
}
