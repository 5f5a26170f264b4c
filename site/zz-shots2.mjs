import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3401';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
async function login(page) {
  const requested = await page.request.post(`${base}/api/auth/otp/request`, { data: { phone_number: '81100000001' } });
  const { data: challenge } = await requested.json();
  const verified = await page.request.post(`${base}/api/auth/otp/verify`, { data: { challenge_id: challenge.challenge_id, code: '123456' } });
  const { data } = await verified.json();
  const strip = (v) => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => !['access_token','refresh_token','expires_in','token_type'].includes(k))) : v);
  const stored = { primary_user: strip(data.primary_user), student_users: data.student_users.map(strip), parent_user: strip(data.parent_user), register_token: null, expires_at: Date.now() + data.primary_user.expires_in * 1000 };
  await page.goto(`${base}/healthz`);
  await page.evaluate((value) => localStorage.setItem('USER_DATA', JSON.stringify(value)), stored);
}
const which = process.argv[2] ?? 'all';
for (const [name, viewport] of [['phone', { width: 360, height: 740 }], ['laptop', { width: 1280, height: 800 }]]) {
  const context = await browser.newContext({ viewport, timezoneId: 'Asia/Jakarta', deviceScaleFactor: 1 });
  const page = await context.newPage();
  if (which === 'all' || which === 'jadwal') {
    await page.goto(`${base}/jadwal`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/tt-shots/jadwal-${name}.png`, fullPage: true });
    await page.locator('#rencana-materi').scrollIntoViewIfNeeded();
    await page.locator('section[aria-labelledby="rencana-materi"]').screenshot({ path: `/tmp/tt-shots/jadwal-plans-${name}.png` });
    await page.goto(`${base}/jadwal?kelas=12`, { waitUntil: 'networkidle' });
    await page.locator('section[aria-labelledby="rencana-materi"]').screenshot({ path: `/tmp/tt-shots/jadwal12-plans-${name}.png` });
  }
  await login(page);
  await page.goto(`${base}/bimbel/user`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/tt-shots/home-top-${name}.png` });
  await page.screenshot({ path: `/tmp/tt-shots/home-${name}.png`, fullPage: true });
  await page.goto(`${base}/bimbel/user/laporan`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/tt-shots/laporan-top-${name}.png` });
  await page.locator('#materi-minggu-ini').scrollIntoViewIfNeeded();
  await page.locator('section[aria-labelledby="materi-minggu-ini"]').screenshot({ path: `/tmp/tt-shots/laporan-materi-${name}.png` });
  await page.screenshot({ path: `/tmp/tt-shots/laporan-${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
