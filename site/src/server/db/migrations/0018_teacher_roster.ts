import type { Migration } from './index.ts';

/*
 * One roster of teachers, and a teacher never in two classes at once (issue 23, decision 093).
 *
 * - teachers gain `levels` (SD/SMP/SMA/SMK), `education` (degree, programme, university),
 *   `teaching_since` (a year, so "12 tahun mengajar" stays true) and `demo` (rows the demo roster
 *   owns, labelled "Contoh" on the pages; an import takes a teacher over and clears it). The demo
 *   roster's existing rows — matched by slug AND the exact name the demo seed gave them, so a
 *   real teacher who happens to share a slug is left alone — get their portrait and the new
 *   fields here; the demo seed keeps them current after that.
 * - tanya_videos.teacher_id: the roster teacher who narrates, resolved from `teacher_name` (a slug,
 *   or a full name exactly one teacher has); null for an outside narrator (text only).
 * - live_classes refuses two classes of one teacher whose times overlap, unless one is cancelled:
 *   an exclusion constraint over (teacher_id =, tstzrange(starts_at, ends_at) &&) — btree_gist
 *   gives uuid its `=` operator class in GiST. Ranges are [start, end): back-to-back classes are
 *   fine. Existing data first: overlapping demo classes (the demo timetable regenerates them) are
 *   deleted, keeping the earliest of each clash; any overlap left between real classes stops the
 *   migration with the pairs listed, for the academic team to move or cancel one of each.
 *   Deferrable, checked at once except where a writer defers it: the class import does, so one
 *   file may swap two classes of a teacher (the state in between overlaps, the end does not).
 */
export const migration: Migration = {
  id: '0018_teacher_roster',
  sql: String.raw`
create extension if not exists btree_gist;

alter table teachers
  add column levels text[] not null default '{}',
  add column education text,
  add column teaching_since smallint,
  add column demo boolean not null default false,
  add constraint teachers_levels_known check (levels <@ array['SD', 'SMP', 'SMA', 'SMK']::text[]),
  add constraint teachers_education_length check (
    education is null or char_length(btrim(education)) between 3 and 200
  ),
  add constraint teachers_teaching_since_range check (
    teaching_since is null or teaching_since between 1960 and 2100
  );

update teachers t
set levels = r.levels,
    education = r.education,
    teaching_since = r.teaching_since,
    photo_url = '/media/guru/' || r.slug || '.svg',
    demo = true
from (values
  ('rina-kartika', 'Bu Rina Kartika, S.Pd.', array['SD'], 'S.Pd. Pendidikan Guru Sekolah Dasar, Universitas Pendidikan Indonesia', 2012),
  ('hendra-wijaya', 'Pak Hendra Wijaya, S.Pd.', array['SMP'], 'S.Pd. Pendidikan Matematika, Universitas Negeri Yogyakarta', 2010),
  ('dewi-anggraini', 'Bu Dewi Anggraini, M.Pd.', array['SMA'], 'S.Pd. dan M.Pd. Pendidikan Matematika, Universitas Negeri Surabaya', 2009),
  ('yusuf-hakim', 'Pak Yusuf Hakim, S.Si.', array['SMA'], 'S.Si. Matematika, Universitas Gadjah Mada', 2013),
  ('fajar-nugroho', 'Pak Fajar Nugroho, S.Pd.', array['SMK'], 'S.Pd. Pendidikan Matematika, Universitas Negeri Semarang', 2011),
  ('bima-prasetyo', 'Pak Bima Prasetyo, S.Pd.', array['SMA', 'SMK'], 'S.Pd. Pendidikan Matematika, Universitas Sebelas Maret', 2022),
  ('maya-lubis', 'Bu Maya Lubis, S.Pd.', array['SMP', 'SMA'], 'S.Pd. Pendidikan Fisika, Universitas Negeri Medan', 2014),
  ('siti-rahmawati', 'Bu Siti Rahmawati, S.Si.', array['SMP', 'SMA'], 'S.Si. Kimia, Universitas Padjadjaran', 2015)
) as r (slug, full_name, levels, education, teaching_since)
where t.slug = r.slug and t.full_name = r.full_name;

alter table tanya_videos add column teacher_id uuid references teachers (id) on delete set null;
create index tanya_videos_teacher_idx on tanya_videos (teacher_id);
update tanya_videos v
set teacher_id = coalesce(
  (select t.id from teachers t where t.slug = btrim(v.teacher_name)),
  (select (array_agg(t.id))[1] from teachers t where t.full_name = btrim(v.teacher_name) having count(*) = 1)
);

delete from live_classes c
where c.demo
  and c.cancelled_at is null
  and exists (
    select 1
    from live_classes o
    where o.teacher_id = c.teacher_id
      and o.id <> c.id
      and o.cancelled_at is null
      and o.starts_at < c.ends_at
      and c.starts_at < o.ends_at
      and (not o.demo or (o.starts_at, o.id) < (c.starts_at, c.id))
  );

do $$
declare
  clashes text;
begin
  select string_agg(line, '; ')
  into clashes
  from (
    select format(
      '%s: %s (%s – %s) and %s (%s – %s)',
      t.slug, a.external_id, a.starts_at, a.ends_at, b.external_id, b.starts_at, b.ends_at
    ) as line
    from live_classes a
    join live_classes b
      on b.teacher_id = a.teacher_id
     and (a.starts_at, a.id) < (b.starts_at, b.id)
     and a.starts_at < b.ends_at
     and b.starts_at < a.ends_at
    join teachers t on t.id = a.teacher_id
    where a.cancelled_at is null and b.cancelled_at is null
    order by t.slug, a.starts_at
    limit 20
  ) pairs;
  if clashes is not null then
    raise exception 'Migration 0018 stopped: a teacher has overlapping classes. Move or cancel one class of each pair (PATCH /api/admin/live-classes/{id}), then start again. %', clashes;
  end if;
end $$;

alter table live_classes
  add constraint live_classes_teacher_no_overlap
  exclude using gist (teacher_id with =, tstzrange(starts_at, ends_at) with &&)
  where (cancelled_at is null)
  deferrable initially immediate;
`,
};
