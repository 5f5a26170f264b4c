import { toRegistrationState } from '@bimbel/domain/events/smartfest-edition';
import { SmartfestView } from '#site/features/events/smartfest-view.tsx';
import { loadSmartfestEdition } from '#site/server/events/smartfest-loader.ts';

// SmartFest (issue 17, decision 085): the current edition from the database, rendered per request
// (registration opens and closes with time) and kept by the public page cache.
export default async function SmartfestPage() {
  const now = new Date();
  const edition = await loadSmartfestEdition(now);
  return (
    <SmartfestView
      edition={edition}
      state={edition ? toRegistrationState(edition, now) : 'closed'}
      finished={edition ? edition.finalAt < now : false}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
