import { HomeHero } from '../../features/marketing/home-hero.tsx';
import { SITE_INFO } from '../../lib/site-info.ts';

export default async function HomePage() {
  return (
    <>
      <title>{`${SITE_INFO.brandName} — Bimbel online Matematika kelas 4–12`}</title>
      <meta name="description" content={SITE_INFO.tagline} />
      <HomeHero />
    </>
  );
}

// Marketing pages render at build time (ARCHITECTURE.md "Rendering").
export const getConfig = async () => ({ render: 'static' }) as const;
