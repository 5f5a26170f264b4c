import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4314';
const args = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const viewports = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };
const which = process.argv[2] ?? 'desktop';
const context = await browser.newContext({ viewport: viewports[which], timezoneId: 'Asia/Makassar', baseURL: base, deviceScaleFactor: 1 });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
async function login(phone) {
  const r = await page.request.post('/api/auth/otp/request', { data: { phone_number: phone } });
  const { data: c } = await r.json();
  const v = await page.request.post('/api/auth/otp/verify', { data: { challenge_id: c.challenge_id, code: '123456' } });
  const { data } = await v.json();
  const strip = (u) => u && Object.fromEntries(Object.entries(u).filter(([k]) => !['access_token','refresh_token','expires_in','token_type'].includes(k)));
  await page.goto('/e2e-none');
  await page.evaluate((value) => localStorage.setItem('USER_DATA', JSON.stringify(value)), { primary_user: strip(data.primary_user), student_users: data.student_users.map(strip), parent_user: strip(data.parent_user), register_token: null, expires_at: Date.now() + data.primary_user.expires_in * 1000 });
  return data;
}
const shot = async (name) => { await page.screenshot({ path: `/tmp/shots/${which}-${name}.png`, fullPage: which === 'desktop' }); if (which === 'phone') { await page.evaluate(() => window.scrollBy(0, 700)); await page.screenshot({ path: `/tmp/shots/${which}-${name}-2.png` }); await page.evaluate(() => window.scrollTo(0, 0)); } };
const family = await login('81100000001');
const raka = family.student_users.find((s) => s.full_name.startsWith('Raka'));
const nadia = family.student_users.find((s) => s.full_name.startsWith('Nadia'));
async function order(packageId, studentIds, method) {
  const r = await page.request.post('/api/v1/orders', { data: { clientReference: crypto.randomUUID(), packageId, tenureMonths: 3, studentIds, paymentMethod: method } });
  const body = await r.json();
  if (!r.ok()) throw new Error(JSON.stringify(body));
  return body.data;
}
if (process.argv[3] === 'pay') {
const o1 = await order('smp-reguler', [raka.id], 'bca_va');
await page.goto(`/payment/pending?order=${o1.id}`);
await page.waitForTimeout(1500);
await shot('pending');
await page.goto(o1.payment.redirectUrl);
await page.getByText('Berhasil dibayar sekarang').click();
await page.getByRole('button', { name: 'Kirim hasil pembayaran' }).click();
await page.waitForURL(/payment\/(pending|success)/);
console.log('back at', page.url());
await page.waitForURL(/payment\/success/, { timeout: 60000 });
await page.waitForTimeout(1500);
await shot('success');
await page.goto(`/bimbel/user/pembelian/${o1.id}`); await page.waitForTimeout(800); await shot('receipt');
await page.goto('/bimbel/user/pembelian'); await page.waitForTimeout(800); await shot('purchases');
await page.goto('/bimbel/user/langganan'); await page.waitForTimeout(800); await shot('manage');
const o2 = await order('sd-kelas-5-6', [nadia.id], 'gopay');
await page.goto(o2.payment.redirectUrl);
await page.getByText('Kedaluwarsa').click();
await page.getByRole('button', { name: 'Kirim hasil pembayaran' }).click();
await page.waitForURL(/payment\/(pending|failed)/);
await page.waitForURL(/payment\/failed/, { timeout: 60000 });
await page.waitForTimeout(1000);
await shot('failed');
}
await page.goto('/bimbel/user/langganan'); await page.waitForTimeout(1000); await shot('manage');
await page.goto('/bimbel/user/pembelian'); await page.waitForTimeout(800); await shot('purchases');
await context.clearCookies();
await login('81100000005');
await page.goto('/bimbel/user');
await page.waitForTimeout(3000);
await shot('citra-popup');
await page.goto('/bimbel/user/langganan'); await page.waitForTimeout(1000); await shot('citra-manage');
await browser.close();
