import type { PageProps } from 'waku/router';
import { readTimetableQuery } from '#site/features/live-classes/timetable/timetable-query.ts';
import { TimetableView } from '#site/features/live-classes/timetable/timetable-view.tsx';
import { loadTimetableWeek } from '#site/server/live-classes/timetable-loader.ts';

// Jadwal dan Materi (docs/product §2, decision 072): /jadwal?kelas=…&jurusan=…, the same for
// every visitor, so it is rendered per request and kept by the public page cache.
export default async function JadwalPage({ query }: PageProps<'/jadwal'>) {
  const selected = readTimetableQuery(query ?? '');
  const week = await loadTimetableWeek(selected);
  return <TimetableView data={{ query: selected, week }} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
