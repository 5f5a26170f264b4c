import type { Migration } from './index.ts';

/*
 * A question's worked steps and final answer (issue 23, decision 096): `steps` is the ordered
 * list of short sentences (LaTeX between $…$, as the question text) the video page lists under
 * the video, `[]` for a question that has none yet; `answer` the final answer, null when not
 * given. They belong to the question, not to its video: a re-recorded video keeps them. The
 * limits repeat the import schema's (domain/src/tanya/tanya-question-record.ts) so a write that
 * bypasses it cannot store what the page was never meant to show.
 */
export const migration: Migration = {
  id: '0020_tanya_steps',
  sql: String.raw`
alter table tanya_questions
  add column steps jsonb not null default '[]'::jsonb,
  add column answer text;

alter table tanya_questions
  add constraint tanya_questions_steps_array check (
    jsonb_typeof(steps) = 'array' and jsonb_array_length(steps) <= 12
  ),
  add constraint tanya_questions_answer_length check (char_length(answer) between 1 and 300);
`,
};
