import { AkademiView } from '#site/features/events/akademi-view.tsx';

// Akademi Guru (issue 17, decision 085): the same for everyone; the form is a small client island.
export default async function AkademiPage() {
  return <AkademiView />;
}

export const getConfig = async () => ({ render: 'static' }) as const;
