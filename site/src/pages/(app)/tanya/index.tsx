import { loadTanyaHome } from '#site/features/tanya/home/load-tanya-home.ts';
import { TanyaHome } from '#site/features/tanya/home/tanya-home.tsx';

// Tanya Home Page (docs/product §2).
export default async function TanyaHomePage() {
  const home = await loadTanyaHome();
  return <TanyaHome home={home} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
