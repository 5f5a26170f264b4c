// Lead bench support. The leads the benches send: a distinct Indonesian mobile number and client address per lead,
// so no repeat window or per-number limit folds them together.

/**
 * A generator of lead bodies, numbered from 1.
 *
 * @example
 * const nextLead = createLeadGenerator('Bench Lead');
 * const { ip, body } = nextLead(); // body: the JSON of POST /api/v1/callmeback
 */
export function createLeadGenerator(namePrefix) {
  let sequence = 0;
  return () => {
    sequence += 1;
    const n = sequence;
    return {
      ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      body: JSON.stringify({
        user_type: n % 2 ? 'parent' : 'student',
        phone_number: `0813${String(n).padStart(8, '0')}`,
        name: `${namePrefix} ${n}`,
        grade: 4 + (n % 9),
        source_page: 'Home Page Banner',
      }),
    };
  };
}

/**
 * Every stored lead's id, read page by page from the admin export (`ADMIN_TOKEN`), to count
 * stored against acknowledged. `request(method, path, { headers })` answers `{ status, text }`.
 */
export async function readStoredLeadIds(request, adminToken, { maxPages = 10_000 } = {}) {
  const ids = [];
  let cursor = null;
  for (let page = 0; page < maxPages; page += 1) {
    const query = `/api/admin/leads?format=json&limit=1000${cursor ? `&cursor=${cursor}` : ''}`;
    const { status, text } = await request('GET', query, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    if (status !== 200) throw new Error(`GET /api/admin/leads answered ${status}: ${text.slice(0, 200)}`);
    const { data } = JSON.parse(text);
    ids.push(...data.leads.map((lead) => lead.id));
    cursor = data.next_cursor;
    if (!cursor) break;
  }
  return ids;
}
