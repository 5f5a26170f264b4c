import type { LiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';

/**
 * A class's subject line on cards and in the room; a free session says so (its title may not).
 *
 * @example
 * subjectLine({ kind: 'free', subjectName: 'Matematika' }); // 'Matematika, kelas gratis'
 */
export function subjectLine(liveClass: Pick<LiveClassBody, 'kind' | 'subjectName'>): string {
  return liveClass.kind === 'free' ? `${liveClass.subjectName}, kelas gratis` : liveClass.subjectName;
}
