import type { WeeklyReport } from '@bimbel/domain/contracts/weekly-report-contracts';
import { weeklyReportHref } from '@bimbel/domain/routes/weekly-report-path';

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** One child's week in a line: only what happened, or that nothing did. */
export function childWeekLine(name: string, totals: WeeklyReport['totals']): string {
  const parts: string[] = [];
  if (totals.attended > 0) parts.push(`ikut ${totals.attended} kelas live`);
  if (totals.missed > 0) parts.push(`${totals.missed} kelas terlewat`);
  if (totals.ratings > 0) parts.push(`memberi ${totals.ratings} rating kelas`);
  if (totals.questions > 0) parts.push(`${totals.questions} pertanyaan di kelas`);
  if (totals.videos > 0) parts.push(`menonton ${totals.videos} video Tanya`);
  const week = parts.length > 0 ? parts.join(', ') : 'belum ada kegiatan belajar';
  return `• ${firstName(name)}: ${week}.`;
}

/**
 * The WhatsApp summary a parent gets on Sunday evening (decision 078): a greeting, the week by its
 * dates, one line per child of the family, and the link to the report page for that week. Only
 * the family's own children are passed in.
 *
 * @example
 * weeklyReportText({ parentName: 'Ibu Sari Wulandari', weekLabel: '16–22 November 2026', weekKey: '2026-11-16',
 *   isCurrentWeek: true, children: [{ name: 'Raka Pratama', totals }], origin: 'https://bimbel.example.id' });
 * // 'Halo Ibu Sari Wulandari, ini ringkasan belajar minggu ini (16–22 November 2026):\n• Raka: ikut 3 kelas live, …\nRinciannya: https://bimbel.example.id/bimbel/user/laporan?minggu=2026-11-16'
 */
export function weeklyReportText({
  parentName,
  weekLabel,
  weekKey,
  isCurrentWeek,
  children,
  origin,
}: {
  parentName: string;
  weekLabel: string;
  weekKey: string;
  isCurrentWeek: boolean;
  children: readonly { name: string; totals: WeeklyReport['totals'] }[];
  origin: string;
}): string {
  const greeting = parentName.trim() ? `Halo ${parentName.trim()}` : 'Halo';
  const when = isCurrentWeek ? 'minggu ini' : 'minggu lalu';
  return [
    `${greeting}, ini ringkasan belajar ${when} (${weekLabel}):`,
    ...children.map((child) => childWeekLine(child.name, child.totals)),
    `Rinciannya: ${origin}${weeklyReportHref({ week: weekKey })}`,
  ].join('\n');
}
