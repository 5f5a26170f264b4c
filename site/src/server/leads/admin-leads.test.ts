import { beforeAll, expect, it } from 'vitest';
import type { NewLead as NewLeadRow } from '../db/schema.ts';
import { describeBackend, TEST_ADMIN_TOKEN, type Harness } from '../testing/backend-harness.ts';
import { ADMIN_UNAUTHORIZED_MESSAGE } from '../http/guards.ts';
import { LEAD_EXPORT_MESSAGES } from '@bimbel/domain/lead/lead-export-query';
import { LEAD_CSV_COLUMNS, type LeadPage } from './lead-export.ts';

const ADMIN_LEADS = '/api/admin/leads';

type PageBody = { data?: LeadPage; error?: { code: string; message: string; field?: string } };

/** Leads around the edges of November 2026 in Asia/Jakarta (UTC+7). */
const LEADS: (Partial<NewLeadRow> & { name: string; created_at: string })[] = [
  { name: 'Sebelum November', created_at: '2026-10-31T16:59:59.999Z' }, // 31 Oct 23:59:59 WIB
  { name: 'Awal November', created_at: '2026-10-31T17:00:00.000Z' }, // 1 Nov 00:00 WIB
  // Microseconds, as now() stores them: a cursor must not round them away (or this row repeats).
  { name: 'Mikrodetik', created_at: '2026-11-10T01:02:03.123456Z' },
  // Two leads at the same instant, ordered by id: a page of two ends between them.
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Sari "Ayu", S.Pd',
    created_at: '2026-11-15T03:04:05.000Z',
    reason: 'Susah pecahan,\r\njuga aljabar',
    user_type: 'student',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: '=HYPERLINK("http://evil.example")',
    created_at: '2026-11-15T03:04:05.000Z',
    source_page: '@SUM(A1)',
  },
  { name: 'Andréa Ñoviyanti', created_at: '2026-11-20T09:00:00.000Z', source_page: '-minus' },
  { name: 'Akhir November', created_at: '2026-11-30T16:59:59.000Z' }, // 30 Nov 23:59:59 WIB
  { name: 'Sesudah November', created_at: '2026-11-30T17:00:00.000Z' }, // 1 Dec 00:00 WIB
];

describeBackend('admin lead export', (h) => {
  beforeAll(async () => {
    const db = h().database.db;
    for (const [index, lead] of LEADS.entries()) {
      await db
        .insertInto('leads')
        .values({
          user_type: 'parent',
          phone_e164: `+62812300000${String(index).padStart(2, '0')}`,
          grade: '8',
          source_page: 'Home Page Banner',
          request_id: `seed-${index}`,
          ...lead,
        })
        .execute();
    }
  });

  const admin = (query: string, token: string = TEST_ADMIN_TOKEN) =>
    h().request('GET', `${ADMIN_LEADS}${query}`, { headers: { authorization: `Bearer ${token}` } });

  const namesOf = (body: PageBody) => body.data?.leads.map((lead) => lead.name);

  it('refuses a wrong token with 401 and a missing one too', async () => {
    const wrong = await admin('', `${TEST_ADMIN_TOKEN}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
    expect(((await wrong.json()) as PageBody).error).toEqual({
      code: 'unauthorized',
      message: ADMIN_UNAUTHORIZED_MESSAGE,
    });
    expect((await h().request('GET', ADMIN_LEADS)).status).toBe(401);
    expect(
      (await h().request('GET', ADMIN_LEADS, { headers: { authorization: `Basic ${TEST_ADMIN_TOKEN}` } }))
        .status,
    ).toBe(401);
  });

  it('answers JSON by default: every lead oldest first, with WIB time and the normalised phone', async () => {
    const response = await admin('');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as PageBody;
    expect(namesOf(body)).toEqual(LEADS.map((lead) => lead.name));
    expect(body.data!.next_cursor).toBeNull();
    expect(body.data!.leads[3]).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      created_at: '2026-11-15T03:04:05.000Z',
      created_at_wib: '2026-11-15 10:04:05',
      user_type: 'student',
      phone_number: '+6281230000003',
      name: 'Sari "Ayu", S.Pd',
      grade: '8',
      source_page: 'Home Page Banner',
      reason: 'Susah pecahan,\r\njuga aljabar',
      user_id: null,
      request_id: 'seed-3',
    });
  });

  it('filters by Asia/Jakarta days, both ends included', async () => {
    const november = (await (await admin('?from=2026-11-01&to=2026-11-30')).json()) as PageBody;
    expect(namesOf(november)).toEqual(LEADS.slice(1, 7).map((lead) => lead.name));
    const oneDay = (await (await admin('?from=2026-11-15&to=2026-11-15')).json()) as PageBody;
    expect(namesOf(oneDay)).toEqual([LEADS[3]!.name, LEADS[4]!.name]);
    const fromOnly = (await (await admin('?from=2026-12-01')).json()) as PageBody;
    expect(namesOf(fromOnly)).toEqual(['Sesudah November']);
    const toOnly = (await (await admin('?to=2026-10-31')).json()) as PageBody;
    expect(namesOf(toOnly)).toEqual(['Sebelum November']);
  });

  it('pages through JSON with limit and next_cursor, without gaps or repeats', async () => {
    const walk = async (limit: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?from=2026-11-01&to=2026-11-30&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
        const body = (await (await admin(query)).json()) as PageBody;
        expect(body.data!.leads.length).toBeLessThanOrEqual(limit);
        seen.push(...namesOf(body)!);
        cursor = body.data!.next_cursor;
        pages += 1;
      } while (cursor && pages < 20);
      return { seen, pages };
    };
    const november = LEADS.slice(1, 7).map((lead) => lead.name);
    expect(await walk(1)).toEqual({ seen: november, pages: 6 });
    expect(await walk(2)).toEqual({ seen: november, pages: 3 });
  });

  const badQueries: [string, string, string][] = [
    ['?from=2026-11-31', 'from', LEAD_EXPORT_MESSAGES.date],
    ['?to=30-11-2026', 'to', LEAD_EXPORT_MESSAGES.date],
    ['?from=2026-12-01&to=2026-11-01', 'from', LEAD_EXPORT_MESSAGES.order],
    ['?format=xlsx', 'format', LEAD_EXPORT_MESSAGES.format],
    ['?limit=0', 'limit', LEAD_EXPORT_MESSAGES.limit],
    ['?limit=1001', 'limit', LEAD_EXPORT_MESSAGES.limit],
    ['?cursor=bm90LWEtY3Vyc29y', 'cursor', LEAD_EXPORT_MESSAGES.cursor],
  ];
  for (const [query, field, message] of badQueries) {
    it(`refuses ${query} with 422 on ${field}`, async () => {
      const response = await admin(query);
      expect(response.status).toBe(422);
      expect(((await response.json()) as PageBody).error).toEqual({
        code: 'validation_failed',
        message,
        field,
      });
    });
  }

  it('downloads CSV for Excel: BOM, header, CRLF rows, quoting, formula cells defused, times in WIB', async () => {
    const response = await admin('?from=2026-11-01&to=2026-11-30&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="leads-2026-11-01_2026-11-30.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const records = text.slice(1).split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(records.at(-1)).toBe('');
    expect(records[0]).toBe(LEAD_CSV_COLUMNS.join(','));
    expect(records).toHaveLength(1 + 6 + 1);
    expect(records[1]).toMatch(
      /^2026-11-01 00:00:00,Awal November,'\+6281230000001,parent,8,Home Page Banner,,,seed-1,[0-9a-f-]{36}$/,
    );
    expect(records[2]).toMatch(/^2026-11-10 08:02:03,Mikrodetik,/);
    expect(records[3]).toMatch(
      /^2026-11-15 10:04:05,"Sari ""Ayu"", S\.Pd",'\+6281230000003,student,8,Home Page Banner,"Susah pecahan,\r\njuga aljabar",,seed-3,/,
    );
    expect(records[4]).toMatch(
      /^2026-11-15 10:04:05,"'=HYPERLINK\(""http:\/\/evil\.example""\)",'\+6281230000004,parent,8,'@SUM\(A1\),/,
    );
    expect(records[5]).toMatch(/^2026-11-20 16:00:00,Andréa Ñoviyanti,'\+6281230000005,parent,8,'-minus,/);
    expect(records[6]).toMatch(/^2026-11-30 23:59:59,Akhir November,/);
  });

  it('exports a lead sent through the call-me-back endpoint a moment ago', async () => {
    const sent = await h().request('POST', '/api/v1/callmeback', {
      json: {
        user_type: 'parent',
        phone_number: '0812-9999-0001',
        name: 'Bu Rina',
        grade: 5,
        source_page: 'Paket Page Banner',
      },
    });
    expect(sent.status).toBe(201);
    const { id } = ((await sent.json()) as { data: { id: string } }).data;
    const today = (await (await admin('?from=2026-11-22&to=2026-11-22')).json()) as PageBody;
    expect(today.data!.leads).toEqual([
      expect.objectContaining({
        id,
        name: 'Bu Rina',
        phone_number: '+6281299990001',
        created_at_wib: '2026-11-22 10:00:00',
      }),
    ]);
  });
});

describeBackend(
  'admin lead export without ADMIN_TOKEN',
  (h: () => Harness) => {
    it('answers 404 as if the endpoint did not exist, whatever the token', async () => {
      const unknown = await h().request('GET', '/api/admin/no-such-thing');
      const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }];
      for (const headers of attempts) {
        const response = await h().request('GET', `${ADMIN_LEADS}?format=csv`, { headers });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(await unknown.clone().json());
      }
    });
  },
  { ADMIN_TOKEN: '' },
);
