#!/usr/bin/env node
// Buying, measured (issue 16): the catalogue, the quote, order creation (through the built-in
// Midtrans sandbox over HTTP) and — the part money depends on — the payment notification handler
// under a storm of duplicates, against the BUILT server on a fresh embedded PGlite database.
//
// A demo parent logs in with a tough-cookie jar (the HttpOnly cookies, as a browser keeps them),
// then: GET /api/v1/packages and POST /api/v1/orders/quote (sequential, latency), N orders
// (POST /api/v1/orders), and for every order D identical settlement notifications fired at once,
// signed as Midtrans signs them (SHA512(order_id + status_code + gross_amount + server key), the
// sandbox key derived from AUTH_SECRET as site/src/server/config/midtrans-config.ts does).
// Checks: each order applied exactly once (one `applied: true` among its D answers), every order
// paid, /api/v1/purchases lists each once; reports latency percentiles and the server's memory.
//
// Then (issue 24) reconciliation under starvation: A abandoned checkouts (orders whose payment page
// was never used, split over two demo families) and L orders paid on the sandbox's page with every
// notification dropped (the sandbox's "drop" option: only its status API knows). Reconciliation
// runs every 2 minutes (slots on the epoch) and asks about attempts older than 5 minutes; the
// bench waits until every lost order is paid and reports after how many runs, with each run's
// summary read from the server's log ("payments reconciled"). `--abandoned 0` skips this part.
//
// Usage (from the repository root, after `pnpm build`):
//   node bench/checkout.mjs [--orders 20] [--duplicates 50] [--reads 200] [--abandoned 1000] [--lost 20]
// Goal: notifications answered within a second (p99 < 1000 ms) with exactly one state change per
// order; quote and order creation p99 < 500 ms on 2 cores. Traffic stays on 127.0.0.1.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CookieJar } from 'tough-cookie';
import { logInWithOtp, requireBuild, sleep, startBuiltServer } from './built-server.mjs';

requireBuild();

const { values: options } = parseArgs({
  options: {
    orders: { type: 'string', default: '20' },
    duplicates: { type: 'string', default: '50' },
    reads: { type: 'string', default: '200' },
    abandoned: { type: 'string', default: '1000' },
    lost: { type: 'string', default: '20' },
  },
});
const ORDERS = Math.min(Math.max(Number(options.orders), 1), 200);
const DUPLICATES = Math.min(Math.max(Number(options.duplicates), 1), 200);
const READS = Math.min(Math.max(Number(options.reads), 1), 5000);
const ABANDONED = Math.min(Math.max(Number(options.abandoned), 0), 1900);
const LOST = Math.min(Math.max(Number(options.lost), 1), 200);
const GOAL = { notificationP99Ms: 1000, writeP99Ms: 500, reconcileRuns: 2 };
/** As RECONCILE_PAYMENTS_EVERY_MS and RECONCILE_AFTER_MS (site/src/server/billing/orders). */
const RECONCILE_EVERY_MS = 2 * 60_000;
const RECONCILE_AFTER_MS = 5 * 60_000;
const PARENT_PHONE = '81100000001';
const DEMO_CODE = '123456';

const authSecret = randomBytes(32).toString('hex');
// As sandboxServerKeyFor(AUTH_SECRET) in site/src/server/config/midtrans-config.ts.
const tag = createHmac('sha256', authSecret).update('midtrans-sandbox-server-key').digest('base64url');
const serverKey = `SB-Mid-server-demo-${tag.slice(0, 32)}`;

let server;
let origin;
const jar = new CookieJar();

/** One request with the jar's cookies (and the site's Origin on writes); JSON in and out. */
async function call(method, pathname, body, cookies = jar) {
  const url = origin + pathname;
  const headers = { accept: 'application/json', cookie: await cookies.getCookieString(url) };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers.origin = origin;
  }
  const started = performance.now();
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const ms = performance.now() - started;
  for (const cookie of response.headers.getSetCookie()) await cookies.setCookie(cookie, url);
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, ms };
}

function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { n: sorted.length, p50: at(50), p90: at(90), p99: at(99), max: sorted.at(-1) };
}
const fmt = ({ n, p50, p90, p99, max }) =>
  `n=${n} p50 ${p50.toFixed(1)} ms · p90 ${p90.toFixed(1)} ms · p99 ${p99.toFixed(1)} ms · max ${max.toFixed(1)} ms`;

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function rssMb(pid) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}


/** Runs `work(i)` for i < count, `width` at a time. */
async function pool(count, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/**
 * ABANDONED checkouts and LOST paid orders whose notifications were all dropped; then waits for
 * reconciliation to find every lost payment. Answers how many runs it took.
 */
async function reconcileUnderStarvation(packageId) {
  // Two families share the abandoned checkouts (ORDERS_PER_FAMILY_PER_HOUR allows 1,000 each).
  const families = [];
  for (const phone of [PARENT_PHONE, '81100000002']) {
    const familyJar = new CookieJar();
    const { data } = await logInWithOtp(origin, { phone, code: DEMO_CODE, jar: familyJar });
    const student = data.student_users.find((user) => /^(Raka|Dimas)/.test(String(user.full_name)));
    expect(student, `no student for ${phone}`);
    families.push({ jar: familyJar, studentId: student.id });
  }
  const packages = await call('GET', '/api/v1/packages?grade=11', undefined, families[1].jar);
  const dimasPackage = packages.json.data.packages.find((item) => item.program === 'SMA_IPA' || /IPA/.test(item.name))?.id;
  expect(dimasPackage, 'no IPA package for Dimas');
  const order = async (family, pkg) => {
    const created = await call(
      'POST',
      '/api/v1/orders',
      { clientReference: randomUUID(), packageId: pkg, tenureMonths: 1, studentIds: [family.studentId], paymentMethod: 'bca_va' },
      family.jar,
    );
    expect(created.status === 201, `order ${created.status} ${created.text.slice(0, 200)}`);
    return created.json.data;
  };
  const started = performance.now();
  await pool(ABANDONED, 8, async (i) => {
    const family = families[i % 2];
    await order(family, i % 2 === 0 ? packageId : dimasPackage);
  });
  const abandonSeconds = (performance.now() - started) / 1000;
  // Paid on the sandbox's page, every notification dropped: only the status API knows.
  const lost = [];
  for (let i = 0; i < LOST; i++) {
    const made = await order(families[0], packageId);
    const page = made.payment.redirectUrl;
    const paid = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ method: 'bca_va', outcome: 'paid', drop: '1' }),
      redirect: 'manual',
    });
    expect(paid.status < 400, `sandbox payment ${paid.status}`);
    lost.push(made.id);
  }
  const eligibleAt = Date.now() + RECONCILE_AFTER_MS;
  console.log(
    `reconcile: ${ABANDONED} abandoned checkouts made in ${abandonSeconds.toFixed(0)} s, ${LOST} paid with their notifications dropped; ` +
      `attempts are asked about from ${new Date(eligibleAt).toISOString()} (5 minutes old), runs every 2 minutes`,
  );
  const paidAt = new Map();
  const deadline = eligibleAt + 3 * RECONCILE_EVERY_MS + 60_000;
  while (paidAt.size < lost.length && Date.now() < deadline) {
    await sleep(5_000);
    for (const id of lost) {
      if (paidAt.has(id)) continue;
      const detail = await call('GET', `/api/v1/orders/${id}`, undefined, families[0].jar);
      if (detail.json?.data?.status === 'paid') paidAt.set(id, Date.now());
    }
  }
  // The runs that started after the last lost attempt became old enough, up to the last payment found.
  const lastPaid = Math.max(...paidAt.values());
  const firstSlot = Math.ceil(eligibleAt / RECONCILE_EVERY_MS);
  const runs = paidAt.size < lost.length ? Infinity : Math.max(1, Math.floor(lastPaid / RECONCILE_EVERY_MS) - firstSlot + 1);
  if (reconcileLog.length === 0) console.log('  (no "payments reconciled" line in the server log)');
  for (const entry of reconcileLog) {
    console.log(`  run logged ${new Date(entry.at).toISOString()}: checked ${entry.checked}, applied ${entry.applied}, expired ${entry.expired}, errors ${entry.errors}`);
  }
  console.log(
    `reconcile: ${paidAt.size} of ${lost.length} lost payments PAID, the last ${((lastPaid - eligibleAt) / 1000).toFixed(0)} s after they could be asked about — within ${runs} run(s)`,
  );
  const purchases = await call('GET', '/api/v1/purchases', undefined, families[0].jar);
  const listed = purchases.json.data.purchases.filter((purchase) => lost.includes(purchase.orderId)).length;
  console.log(`exactly once: ${listed} purchases listed for ${lost.length} lost payments`);
  expect(listed === lost.length, `purchases list ${listed} of ${lost.length}`);
  return { runs };
}

const reconcileLog = [];
let stdoutTail = '';
let failed = false;
try {
  server = await startBuiltServer({
    name: 'checkout',
    // Info lines carry each reconciliation run's summary; the two families make up to 1,000 orders each.
    env: { AUTH_SECRET: authSecret, LOG_LEVEL: 'info', ORDERS_PER_FAMILY_PER_HOUR: '1000' },
    pollMs: 250,
    onStdout: (chunk) => {
      // Lines may be split across chunks: keep the unfinished tail for the next one.
      const lines = (stdoutTail + chunk.toString()).split('\n');
      stdoutTail = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.includes('payments reconciled')) continue;
        try {
          reconcileLog.push({ at: Date.now(), ...JSON.parse(line) });
        } catch {
          reconcileLog.push({ at: Date.now(), unreadable: line.slice(0, 200) });
        }
      }
    },
  });
  origin = server.origin;

  // Log in as the demo parent (Ibu Sari: Raka, grade 8, and Nadia, grade 5).
  const { data: verified } = await logInWithOtp(origin, { phone: PARENT_PHONE, code: DEMO_CODE, jar });
  const students = verified.student_users;
  const raka = students.find((student) => String(student.full_name).startsWith('Raka'));
  expect(raka, 'demo student Raka not found');

  const catalogue = [];
  let packageId;
  for (let i = 0; i < READS; i++) {
    const answer = await call('GET', '/api/v1/packages?grade=8');
    expect(answer.status === 200, `packages ${answer.status}`);
    packageId ??= answer.json.data.packages.find((item) => item.program === 'SMP')?.id;
    catalogue.push(answer.ms);
  }
  expect(packageId, 'no SMP package in the catalogue');

  const quotes = [];
  for (let i = 0; i < READS; i++) {
    const answer = await call('POST', '/api/v1/orders/quote', { packageId, tenureMonths: 1, studentIds: [raka.id] });
    expect(answer.status === 200, `quote ${answer.status} ${answer.text}`);
    quotes.push(answer.ms);
  }

  const creations = [];
  const notifications = [];
  let appliedTotal = 0;
  const orderIds = [];
  for (let i = 0; i < ORDERS; i++) {
    const created = await call('POST', '/api/v1/orders', {
      clientReference: randomUUID(),
      packageId,
      tenureMonths: 1,
      studentIds: [raka.id],
      paymentMethod: 'bca_va',
      // Ignored by the server (prices come from the catalogue): a tampering client.
      total: 1,
    });
    expect(created.status === 201 || created.status === 200, `order ${created.status} ${created.text}`);
    const order = created.json.data;
    creations.push(created.ms);
    orderIds.push(order.id);
    const grossAmount = `${order.total}.00`;
    const gatewayOrderId = order.payment.gatewayOrderId;
    const statusCode = '200';
    const notification = {
      transaction_time: new Date().toISOString().replace('T', ' ').slice(0, 19),
      transaction_status: 'settlement',
      transaction_id: randomUUID(),
      status_message: 'midtrans payment notification',
      status_code: statusCode,
      signature_key: createHash('sha512').update(gatewayOrderId + statusCode + grossAmount + serverKey).digest('hex'),
      payment_type: 'bank_transfer',
      order_id: gatewayOrderId,
      gross_amount: grossAmount,
      fraud_status: 'accept',
      currency: 'IDR',
    };
    const answers = await Promise.all(
      Array.from({ length: DUPLICATES }, async () => {
        const started = performance.now();
        const response = await fetch(`${origin}/api/v1/payments/midtrans/notification`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(notification),
        });
        const ms = performance.now() - started;
        const json = await response.json().catch(() => undefined);
        notifications.push(ms);
        return { status: response.status, applied: json?.data?.applied === true };
      }),
    );
    expect(answers.every((answer) => answer.status === 200), `notification statuses ${answers.map((a) => a.status)}`);
    const applied = answers.filter((answer) => answer.applied).length;
    expect(applied === 1, `order ${order.number}: ${applied} of ${DUPLICATES} notifications applied (want exactly 1)`);
    appliedTotal += applied;
  }

  for (const id of orderIds) {
    const detail = await call('GET', `/api/v1/orders/${id}`);
    expect(detail.json?.data?.status === 'paid', `order ${id} is ${detail.json?.data?.status}`);
  }
  const purchases = await call('GET', '/api/v1/purchases');
  const listed = purchases.json.data.purchases.filter((purchase) => orderIds.includes(purchase.orderId));
  expect(listed.length === ORDERS, `purchases list ${listed.length} of ${ORDERS} orders`);

  const notified = percentiles(notifications);
  const created = percentiles(creations);
  const quoted = percentiles(quotes);
  console.log(`catalogue GET /api/v1/packages?grade=8   ${fmt(percentiles(catalogue))}`);
  console.log(`quote     POST /api/v1/orders/quote        ${fmt(quoted)}`);
  console.log(`create    POST /api/v1/orders (+ sandbox)  ${fmt(created)}`);
  console.log(`notify    ${DUPLICATES} duplicates at once × ${ORDERS} orders ${fmt(notified)}`);
  console.log(`exactly once: ${appliedTotal} state changes for ${ORDERS} orders; ${listed.length} purchases listed`);
  console.log(`server RSS after the run: ${(await rssMb(server.child.pid)).toFixed(0)} MB`);
  const reconciled = ABANDONED > 0 ? await reconcileUnderStarvation(packageId) : null;
  const ok =
    notified.p99 < GOAL.notificationP99Ms &&
    created.p99 < GOAL.writeP99Ms &&
    quoted.p99 < GOAL.writeP99Ms &&
    (reconciled === null || reconciled.runs <= GOAL.reconcileRuns);
  console.log(
    `goal: notifications p99 < ${GOAL.notificationP99Ms} ms, quote/create p99 < ${GOAL.writeP99Ms} ms` +
      (reconciled ? `, every lost payment paid within ${GOAL.reconcileRuns} reconciliation runs` : '') +
      ` — ${ok ? 'met' : 'NOT met'}`,
  );
  if (!ok) failed = true;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  failed = true;
} finally {
  await server?.stop();
}
process.exit(failed ? 1 : 0);
