import type { Migration } from './index.ts';

/*
 * store_leads(): stores a batch of call-me-back leads (POST /api/v1/callmeback) in ONE call.
 *
 * Why a function: PGlite has one connection and each statement pays parsing, planning and a
 * commit (~1 ms for the equivalent CTE statement: under 1,000 leads/s). PL/pgSQL keeps its
 * plans, and the server passes every lead that arrived while the previous call ran as one JSON
 * array: several thousand leads/s (site/src/server/leads/README.md has the figures).
 *
 * The leads are handled one after another, in array order, exactly as separate calls would:
 *   1. count the attempt in the per-IP fixed window (rate_limit_counters); over the limit →
 *      'rate_limited' with the end of the window;
 *   2. the latest lead with the same phone, name, grade and source page since
 *      created_at - p_repeat_seconds whose reason does not conflict is a repeat → 'repeat' with
 *      its id (a reason the repeat brings fills in a missing one: nothing sent is lost).
 *      A repeat calls nobody twice, so it does not count against the number's limit;
 *   3. count the lead in the per-phone window; over the limit → 'rate_limited';
 *   4. otherwise insert → 'created'. The user id is kept only if that user exists.
 * Windows and keys are computed by the application (leads/lead-queries.ts), so rate limits
 * have one definition of a window.
 */
export const migration: Migration = {
  id: '0003_store_leads',
  sql: String.raw`
create function store_leads(p_leads jsonb, p_phone_limit integer, p_ip_limit integer, p_repeat_seconds integer)
returns table (r_ord integer, r_outcome text, r_id uuid, r_created_at timestamptz, r_retry_until timestamptz)
language plpgsql as $function$
declare
  v record;
  v_count integer;
begin
  r_ord := 0;
  for v in
    select * from jsonb_to_recordset(p_leads) as x(
      user_type text, phone_e164 text, name text, grade text, source_page text, reason text,
      user_id uuid, ip_hash text, request_id text, created_at timestamptz,
      phone_key text, phone_window_start timestamptz, phone_window_end timestamptz,
      ip_key text, ip_window_start timestamptz, ip_window_end timestamptz)
  loop
    r_ord := r_ord + 1;
    r_id := null;
    r_created_at := null;
    r_retry_until := null;

    insert into rate_limit_counters as counter (key, window_start, count, expires_at)
      values (v.ip_key, v.ip_window_start, 1, v.ip_window_end)
      on conflict (key, window_start) do update set count = counter.count + 1
      returning counter.count into v_count;
    if v_count > p_ip_limit then
      r_outcome := 'rate_limited';
      r_retry_until := v.ip_window_end;
      return next;
      continue;
    end if;

    select lead.id, lead.created_at into r_id, r_created_at
      from leads lead
      where lead.phone_e164 = v.phone_e164
        and lead.created_at > v.created_at - make_interval(secs => p_repeat_seconds)
        and lead.name = v.name
        and lead.grade = v.grade
        and lead.source_page = v.source_page
        and (v.reason is null or lead.reason is null or lead.reason = v.reason)
      order by lead.created_at desc
      limit 1;
    if found then
      r_outcome := 'repeat';
      if v.reason is not null then
        update leads set reason = v.reason where id = r_id and reason is null;
      end if;
      return next;
      continue;
    end if;

    insert into rate_limit_counters as counter (key, window_start, count, expires_at)
      values (v.phone_key, v.phone_window_start, 1, v.phone_window_end)
      on conflict (key, window_start) do update set count = counter.count + 1
      returning counter.count into v_count;
    if v_count > p_phone_limit then
      r_outcome := 'rate_limited';
      r_retry_until := v.phone_window_end;
      return next;
      continue;
    end if;

    insert into leads (user_type, phone_e164, name, grade, source_page, reason, user_id, ip_hash, request_id, created_at)
      values (v.user_type, v.phone_e164, v.name, v.grade, v.source_page, v.reason,
        (select account_user.id from users account_user where account_user.id = v.user_id),
        v.ip_hash, v.request_id, v.created_at)
      returning id, created_at into r_id, r_created_at;
    r_outcome := 'created';
    return next;
  end loop;
end
$function$;
`,
};
