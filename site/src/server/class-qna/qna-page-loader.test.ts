import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import type { User } from '../db/schema.ts';
import { insertClass, insertParent, insertStudent } from '../live-classes/testing/class-fixtures.ts';
import { loadClassQna, toQuestionView } from './qna-page-loader.ts';
import { toClassQuestionBody } from './question-body.ts';
import { addVote, insertQuestion } from './question-queries.ts';

const NOW = new Date('2026-11-26T12:30:00Z');
const authOf = (user: Pick<User, 'id' | 'account_id'>) => ({ userId: user.id, accountId: user.account_id });

describeEachDatabase('the class Q&A page’s data', (database) => {
  const db = () => database().db;
  beforeEach(async () => {
    await resetTables(database());
  });
  const student = (options: Parameters<typeof insertStudent>[1] = {}) =>
    insertStudent(db(), { subscription: 'PAID', now: NOW, ...options });

  it('answers not-found for an id that is not one or an unknown class, not-entitled for a FREE student', async () => {
    const raka = await student();
    expect((await loadClassQna(db(), authOf(raka), 'bukan-kelas', NOW)).kind).toBe('not-found');
    expect((await loadClassQna(db(), authOf(raka), '00000000-0000-4000-8000-000000000000', NOW)).kind).toBe(
      'not-found',
    );
    const liveClass = await insertClass(db(), { title: 'Gerak Lurus' });
    const free = await student({ subscription: 'FREE' });
    expect(await loadClassQna(db(), authOf(free), liveClass.id, NOW)).toEqual({
      kind: 'not-entitled',
      title: 'Gerak Lurus',
    });
  });

  it('shows the student’s questions as HTML: maths as MathML, everything else escaped, hidden ones only to the author', async () => {
    const raka = await student({ name: 'Raka Pratama' });
    const dimas = await student({ subscription: 'TRIAL', name: 'Dimas Ardiansyah' });
    const liveClass = await insertClass(db());
    const rude = await insertQuestion(db(), {
      classId: liveClass.id,
      userId: dimas.id,
      body: '<script>alert(1)</script> & $\\frac{1}{2}$',
      now: NOW,
    });
    await insertQuestion(db(), {
      classId: liveClass.id,
      userId: raka.id,
      body: 'Kenapa $x^2$ positif?',
      now: NOW,
    });
    await db().updateTable('class_questions').set({ hidden_at: NOW }).where('id', '=', rude).execute();

    const seenByRaka = await loadClassQna(db(), authOf(raka), liveClass.id, NOW);
    if (seenByRaka.kind !== 'qna') throw new Error(seenByRaka.kind);
    expect(seenByRaka.total).toBe(1);
    expect(seenByRaka.questions).toHaveLength(1);
    expect(seenByRaka.questions[0]).toMatchObject({ mine: true, askedBy: 'Raka', hidden: false });
    expect(seenByRaka.questions[0]?.bodyHtml).toMatch(/^Kenapa <math.*<\/math> positif\?$/);

    const seenByDimas = await loadClassQna(db(), authOf(dimas), liveClass.id, NOW);
    if (seenByDimas.kind !== 'qna') throw new Error(seenByDimas.kind);
    const own = seenByDimas.questions.find((question) => question.mine);
    expect(own?.hidden).toBe(true);
    expect(own?.bodyHtml).toMatch(/^&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; <math/);
  });

  it('lets a parent’s profile act for the first family student the class is for, or the one ?murid= names', async () => {
    const raka = await student({ name: 'Raka Pratama' });
    const sibling = await student({ accountId: raka.account_id, name: 'Rani Pratama' });
    await insertStudent(db(), {
      accountId: raka.account_id,
      grade: '5_SD_SD',
      now: NOW,
      name: 'Nadia Putri',
    });
    const parent = await insertParent(db(), raka.account_id);
    const liveClass = await insertClass(db());
    const first = await loadClassQna(db(), authOf(parent), liveClass.id, NOW);
    if (first.kind !== 'qna') throw new Error(first.kind);
    expect(first.asParent).toBe(true);
    expect(first.student).toEqual({ id: raka.id, firstName: 'Raka' });
    expect(first.otherStudents).toEqual([{ id: sibling.id, firstName: 'Rani' }]);
    const chosen = await loadClassQna(db(), authOf(parent), liveClass.id, NOW, { studentParam: sibling.id });
    if (chosen.kind !== 'qna') throw new Error(chosen.kind);
    expect(chosen.student.firstName).toBe('Rani');
    // A name outside the family (or not entitled) falls back to the first.
    const stranger = await student();
    const fallback = await loadClassQna(db(), authOf(parent), liveClass.id, NOW, {
      studentParam: stranger.id,
    });
    expect(fallback.kind === 'qna' && fallback.student.id).toBe(raka.id);
    // A student's own profile acts for themself only.
    const own = await loadClassQna(db(), authOf(raka), liveClass.id, NOW, { studentParam: sibling.id });
    expect(own.kind === 'qna' && [own.student.id, own.asParent]).toEqual([raka.id, false]);
  });

  it('limits the list (the room’s first few) but counts them all, most voted first', async () => {
    const raka = await student();
    const voters = await Promise.all([student(), student()]);
    const liveClass = await insertClass(db());
    const ids: string[] = [];
    for (let n = 0; n < 7; n++) {
      ids.push(
        await insertQuestion(db(), {
          classId: liveClass.id,
          userId: voters[0]!.id,
          body: `Pertanyaan nomor ${n}`,
          now: new Date(NOW.getTime() + n),
        }),
      );
    }
    await addVote(db(), { questionId: ids[6]!, userId: voters[1]!.id, now: NOW });
    const qna = await loadClassQna(db(), authOf(raka), liveClass.id, NOW, { limit: 5 });
    if (qna.kind !== 'qna') throw new Error(qna.kind);
    expect(qna.total).toBe(7);
    expect(qna.questions.map((question) => question.id)).toEqual([ids[6], ...ids.slice(0, 4)]);
  });

  it('renders any stored text without a raw tag outside MathML and without throwing', async () => {
    const raka = await student();
    const liveClass = await insertClass(db());
    const texts = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc
        .array(
          fc.constantFrom(
            '$',
            '$$',
            '\\frac{',
            '}',
            '<',
            '>',
            '&',
            '"',
            "'",
            'x^2',
            '\\def\\a{\\a}\\a',
            '\\href{javascript:alert(1)}{x}',
            '<script>',
            ' ',
          ),
          { maxLength: 30 },
        )
        .map((parts) => parts.join('')),
    );
    await fc.assert(
      fc.asyncProperty(texts, async (text) => {
        const view = toQuestionView(
          toClassQuestionBody(
            {
              id: '00000000-0000-4000-8000-000000000001',
              class_id: liveClass.id,
              user_id: raka.id,
              body: text,
              answer: text,
              answered_by: 'Guru',
              answered_at: NOW,
              hidden_at: null,
              created_at: NOW,
              asker_name: 'Raka',
              votes: 0,
              voted_by_me: false,
            },
            raka.id,
          ),
        );
        for (const html of [view.bodyHtml, view.answer?.html ?? '']) {
          const outsideMath = html.replace(/<math[\s\S]*?<\/math>/g, '');
          expect(outsideMath).not.toMatch(/[<>]/);
          // No element that runs or links anything: text stays text, even "javascript:".
          expect(html).not.toMatch(/<script|<a[\s>]|\s(href|src|on[a-z]+)=/i);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('toQuestionView', () => {
  it('keeps a broken formula as its escaped source', () => {
    const view = toQuestionView({
      id: 'q',
      body: 'Hitung $\\frac{1}{$ ya',
      askedBy: 'Raka',
      mine: false,
      votes: 0,
      votedByMe: false,
      hidden: false,
      answer: null,
      createdAt: NOW.toISOString(),
    });
    expect(view.bodyHtml).toBe('Hitung $\\frac{1}{$ ya');
  });
});
