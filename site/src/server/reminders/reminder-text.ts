import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { JAKARTA_TIME_ZONE } from '@bimbel/domain/time/jakarta-time-zone';
import { toTimeZoneLabel } from '@bimbel/domain/time/time-zone-label';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';

/**
 * The WhatsApp reminder as the student reads it: first name, subject, title, teacher, the start
 * time in the student's zone (WIB unless they opted in from a WITA or WIT device) and how long
 * until it, and where to join.
 *
 * @example
 * classReminderText({ studentName: 'Raka Pratama', subject: 'matematika', title: 'Persamaan kuadrat',
 *   teacherName: 'Bu Rina', startsAt: new Date('2026-11-25T12:00:00Z'), now: new Date('2026-11-25T11:30:00Z'),
 *   joinUrl: 'https://bimbel.example.id/bimbel/user' });
 * // 'Halo Raka, kelas Matematika “Persamaan kuadrat” bersama Bu Rina mulai pukul 19.00 WIB (30 menit lagi). Masuk kelas: https://bimbel.example.id/bimbel/user'
 */
export function classReminderText({
  studentName,
  subject,
  title,
  teacherName,
  startsAt,
  now,
  joinUrl,
  timeZone = JAKARTA_TIME_ZONE,
}: {
  studentName: string;
  subject: string;
  title: string;
  teacherName: string;
  startsAt: Date;
  now: Date;
  joinUrl: string;
  timeZone?: string;
}): string {
  const firstName = studentName.trim().split(/\s+/)[0] ?? '';
  const minutes = Math.max(1, Math.round((startsAt.getTime() - now.getTime()) / 60_000));
  const greeting = firstName ? `Halo ${firstName}` : 'Halo';
  const local = inZone(startsAt, timeZone);
  const startTime = `${local.format('HH.mm')} ${toTimeZoneLabel(local.utcOffset())}`;
  return (
    `${greeting}, kelas ${toSubjectName(subject)} “${title}” bersama ${teacherName} ` +
    `mulai pukul ${startTime} (${minutes} menit lagi). Masuk kelas: ${joinUrl}`
  );
}
