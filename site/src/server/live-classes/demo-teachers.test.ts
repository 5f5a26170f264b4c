import fs from 'node:fs';
import path from 'node:path';
import { LIVE_CLASS_LIMITS } from '@bimbel/domain/live-classes/live-class';
import { teachesClass, type TeacherLevel } from '@bimbel/domain/live-classes/teacher-levels';
import { TEACHING_SINCE_MIN, jakartaYear } from '@bimbel/domain/live-classes/teaching-years';
import { personalName } from '@bimbel/domain/text/personal-name';
import { describe, expect, it } from 'vitest';
import { DEMO_CLASSMATES } from '../class-qna/seed-class-questions-demo.ts';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts.ts';
import demoQuestions from '../tanya/demo/demo-questions.json' with { type: 'json' };
import { DEMO_TEACHERS } from './demo-teachers.ts';
import { DEMO_SLOTS } from './demo-timetable.ts';

/*
 * The one roster of teachers (issue 23, decision 093): classes, Guru Juara and Tanya narration
 * all use it, so a parent meets the same believable people everywhere.
 */

const publicDir = path.resolve(import.meta.dirname, '../../../public');

/** The words of a person's name without the form of address and degrees: ['Hendra', 'Wijaya']. */
const nameWords = (fullName: string) =>
  personalName(fullName.replace(/^(?:Ibu|Bu|Pak|Bapak|Kak)\s+/i, ''))
    .split(/\s+/)
    .filter(Boolean);

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Two name words a reader could take for the same name: equal, one letter apart, or one inside the other. */
function closeWords(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return editDistance(x, y) <= 1 || (Math.min(x.length, y.length) >= 4 && (x.includes(y) || y.includes(x)));
}

/** Everyone the demo shows by name besides the teachers: the families and the classmates of the class Q&A. */
const DEMO_PEOPLE = [
  ...DEMO_ACCOUNTS.flatMap((account) => [
    ...(account.parent ? [account.parent.fullName] : []),
    ...account.students.map((student) => student.fullName),
  ]),
  ...DEMO_CLASSMATES.map((classmate) => classmate.fullName),
];

describe('the demo teacher roster', () => {
  it('has the ten teachers of the plan, each once', () => {
    expect(DEMO_TEACHERS.map((teacher) => teacher.slug)).toEqual([
      'rina-kartika',
      'nurul-hidayah',
      'hendra-wijaya',
      'andi-saputra',
      'dewi-anggraini',
      'yusuf-hakim',
      'fajar-nugroho',
      'bima-prasetyo',
      'maya-lubis',
      'siti-rahmawati',
    ]);
    for (const teacher of DEMO_TEACHERS) {
      expect(teacher.fullName, teacher.slug).toMatch(
        /^(Bu|Pak) [A-Z][a-z]+ [A-Z][a-z]+, (S\.Pd\.|M\.Pd\.|S\.Si\.)$/,
      );
      expect(nameWords(teacher.fullName).join('-').toLowerCase()).toBe(teacher.slug);
    }
  });

  it('gives no two teachers the same first name or surname', () => {
    const firsts = DEMO_TEACHERS.map((teacher) => nameWords(teacher.fullName)[0]);
    const lasts = DEMO_TEACHERS.map((teacher) => nameWords(teacher.fullName).at(-1));
    expect(new Set(firsts).size).toBe(DEMO_TEACHERS.length);
    expect(new Set(lasts).size).toBe(DEMO_TEACHERS.length);
    for (const [index, a] of DEMO_TEACHERS.entries()) {
      for (const b of DEMO_TEACHERS.slice(index + 1)) {
        for (const wordA of nameWords(a.fullName)) {
          for (const wordB of nameWords(b.fullName)) {
            expect(closeWords(wordA, wordB), `${a.fullName} / ${b.fullName}`).toBe(false);
          }
        }
      }
    }
  });

  it('has no name close to a demo student’s, parent’s or classmate’s (no teacher seems family)', () => {
    expect(DEMO_PEOPLE).toEqual(
      expect.arrayContaining(['Ibu Sari Wulandari', 'Raka Pratama', 'Dimas Ardiansyah']),
    );
    for (const teacher of DEMO_TEACHERS) {
      for (const person of DEMO_PEOPLE) {
        for (const wordA of nameWords(teacher.fullName)) {
          for (const wordB of nameWords(person)) {
            expect(closeWords(wordA, wordB), `${teacher.fullName} / ${person}`).toBe(false);
          }
        }
      }
    }
  });

  it('checks name closeness the way a reader would', () => {
    expect(closeWords('Hidayah', 'Hidayat')).toBe(true);
    expect(closeWords('Saputra', 'saputra')).toBe(true);
    expect(closeWords('Putra', 'Saputra')).toBe(true);
    expect(closeWords('Rina', 'Raka')).toBe(false);
    expect(closeWords('Andi', 'Ardiansyah')).toBe(false);
  });

  it('says what each teacher teaches, whom, where they studied and since when, within the database limits', () => {
    for (const teacher of DEMO_TEACHERS) {
      expect(teacher.subjects.length, teacher.slug).toBeGreaterThan(0);
      expect(teacher.levels.length, teacher.slug).toBeGreaterThan(0);
      expect(teacher.education, teacher.slug).toMatch(
        /^(S\.Pd\.|S\.Si\.|S\.Pd\. dan M\.Pd\.) .+, (Universitas|Institut) /,
      );
      expect(teacher.education.length).toBeLessThanOrEqual(LIVE_CLASS_LIMITS.teacherEducationMax);
      // The degree in the name is the last one of the education line.
      const degree = teacher.fullName.split(', ')[1] ?? '';
      expect(teacher.education.split(' ').slice(0, 3).join(' '), teacher.slug).toContain(degree);
      expect(teacher.teachingSince).toBeGreaterThanOrEqual(TEACHING_SINCE_MIN);
      expect(teacher.teachingSince).toBeLessThanOrEqual(jakartaYear(new Date()));
      expect(teacher.bio.length).toBeLessThanOrEqual(LIVE_CLASS_LIMITS.teacherBioMax);
      // No invented achievements or figures: no years, counts, percentages, prizes.
      expect(teacher.bio, teacher.slug).not.toMatch(
        /\d+\s*(tahun|%|persen|siswa|murid|alumni)|juara|terbaik|lulus/i,
      );
    }
    expect(DEMO_TEACHERS.filter((teacher) => !teacher.verified).map((teacher) => teacher.slug)).toEqual([
      'bima-prasetyo',
    ]);
  });

  it('has an illustrated SVG portrait for everyone, small enough for a phone (≤ 1 MB in all)', () => {
    let total = 0;
    for (const teacher of DEMO_TEACHERS) {
      expect(teacher.photoUrl).toBe(`/media/guru/${teacher.slug}.svg`);
      const file = path.join(publicDir, teacher.photoUrl);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg'), teacher.slug).toBe(true);
      // Drawn, not photographed: no embedded raster picture.
      expect(svg).not.toMatch(/<image|data:image/);
      total += fs.statSync(file).size;
    }
    expect(total).toBeLessThanOrEqual(1_000_000);
    const files = fs
      .readdirSync(path.join(publicDir, 'media', 'guru'))
      .filter((file) => file.endsWith('.svg'));
    expect(files.sort()).toEqual(DEMO_TEACHERS.map((teacher) => `${teacher.slug}.svg`).sort());
  });

  it('lets every teacher of the demo timetable teach only their own subjects and levels', () => {
    const bySlug = new Map(DEMO_TEACHERS.map((teacher) => [teacher.slug, teacher]));
    for (const slot of DEMO_SLOTS) {
      const teacher = bySlug.get(slot.teacher);
      expect(teacher, slot.key).toBeDefined();
      expect(teacher?.subjects, slot.key).toContain(slot.subject);
      expect(
        teachesClass(teacher?.levels ?? [], { grades: [slot.grade], stream: slot.stream }),
        `${slot.key}: ${slot.teacher} (${teacher?.levels.join(', ')}) teaches grade ${slot.grade} ${slot.stream ?? ''}`,
      ).toBe(true);
    }
  });

  it('credits every demo Tanya video to a roster teacher of its subject and level', () => {
    const byName = new Map(DEMO_TEACHERS.map((teacher) => [teacher.fullName, teacher]));
    const narrators = new Set<string>();
    for (const question of demoQuestions as {
      grade: number;
      subject: string;
      video: { teacher: string };
    }[]) {
      const teacher = byName.get(question.video.teacher);
      expect(teacher, question.video.teacher).toBeDefined();
      expect(teacher?.subjects).toContain(question.subject);
      const levels: readonly TeacherLevel[] = teacher?.levels ?? [];
      expect(teachesClass(levels, { grades: [question.grade], stream: null }), question.video.teacher).toBe(
        true,
      );
      narrators.add(question.video.teacher);
    }
    // The plan's narrators: two per Matematika level, one for Fisika and one for Kimia.
    expect([...narrators].sort()).toEqual([
      'Bu Dewi Anggraini, M.Pd.',
      'Bu Maya Lubis, S.Pd.',
      'Bu Nurul Hidayah, S.Pd.',
      'Bu Rina Kartika, S.Pd.',
      'Bu Siti Rahmawati, S.Si.',
      'Pak Andi Saputra, S.Pd.',
      'Pak Hendra Wijaya, S.Pd.',
      'Pak Yusuf Hakim, S.Si.',
    ]);
  });
});
