import type { LiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { planPlaceLabel } from '@bimbel/domain/live-classes/term-plan';

/**
 * A class's subject line on cards and in the room; a free session says so (its title may not),
 * and a class of a term plan says which meeting it is (decision 094).
 *
 * @example
 * subjectLine({ kind: 'free', subjectName: 'Matematika', planPlace: null }); // 'Matematika, kelas gratis'
 * subjectLine({ kind: 'regular', subjectName: 'Matematika', planPlace: { position: 3, length: 8, … } });
 * // 'Matematika · Pertemuan 3 dari 8'
 */
export function subjectLine(
  liveClass: Pick<LiveClassBody, 'kind' | 'subjectName'> & Partial<Pick<LiveClassBody, 'planPlace'>>,
): string {
  const subject =
    liveClass.kind === 'free' ? `${liveClass.subjectName}, kelas gratis` : liveClass.subjectName;
  return liveClass.planPlace
    ? `${subject} · ${planPlaceLabel(liveClass.kind, liveClass.planPlace)}`
    : subject;
}
