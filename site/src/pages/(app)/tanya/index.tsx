import { TanyaHome } from '#site/features/tanya/home/tanya-home.tsx';

// Tanya Home Page (SPEC §2).
export default async function TanyaHomePage() {
  return <TanyaHome />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
