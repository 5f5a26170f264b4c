import http from 'node:http';

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

/**
 * A small HTTP client for a server on 127.0.0.1:`port` (keep-alive through `agent`):
 * `request(method, path, { body, headers })` answers `{ status, text, retryAfter }`.
 */
export function loopbackRequester({ port, agent, timeoutMs }) {
  return (method, pathname, { body, headers = {} } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: pathname,
          agent,
          headers: payload
            ? { 'content-type': 'application/json', 'content-length': payload.length, ...headers }
            : headers,
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              retryAfter: res.headers['retry-after'],
            }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`request timed out after ${timeoutMs / 1000} s`)));
      req.on('error', reject);
      req.end(payload);
    });
}
