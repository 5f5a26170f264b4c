import { TeachersView } from '#site/features/live-classes/teachers/teachers-view.tsx';
import { loadTeacherProfiles } from '#site/server/live-classes/teachers-loader.ts';

// Guru Juara (docs/product §2, decision 072): the same for every visitor, rendered per request
// (the next classes move with time) and kept by the public page cache.
export default async function GuruJuaraPage() {
  const teachers = await loadTeacherProfiles();
  return <TeachersView teachers={teachers} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
