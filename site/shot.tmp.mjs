import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3813';
const [phone, path, name, switchTo, zone] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
for (const [vw, vh, tag] of [[360, 740, 'phone'], [1280, 800, 'desktop']]) {
  const context = await browser.newContext({ viewport: { width: vw, height: vh }, timezoneId: zone || 'Asia/Jakarta', deviceScaleFactor: 1 });
  const page = await context.newPage();
  const req = await page.request.post(`${base}/api/auth/otp/request`, { data: { phone_number: phone } });
  const { data: ch } = await req.json();
  const ver = await page.request.post(`${base}/api/auth/otp/verify`, { data: { challenge_id: ch.challenge_id, code: '123456' } });
  if (!ver.ok()) throw new Error(await ver.text());
  if (switchTo) {
    const profiles = await (await page.request.get(`${base}/user-management/v1/users/user-profiles`)).json();
    const all = [profiles.data.primary_user, ...(profiles.data.student_users||[]), profiles.data.parent_user].filter(Boolean);
    const target = all.find((u) => u.full_name.startsWith(switchTo));
    const r = await page.request.post(`${base}/user-management/v1/users/switcher`, { data: { switchTouserId: target.id } });
    if (!r.ok()) throw new Error('switch ' + (await r.text()));
  }
  let target = path;
  if (path === 'ROOM') {
    await page.goto(base + '/bimbel/user');
    const href = await page.locator('a[download]').first().getAttribute('href');
    target = '/bimbel/user/kelas/' + href.split('/')[4];
  }
  const resp = await page.goto(base + target);
  console.log(tag, resp.status(), resp.headers()['cache-control']);
  await page.waitForTimeout(2500);
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(tag, 'scrollWidth', sw);
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 8).map((el) => el.tagName + '.' + (el.className?.toString?.() ?? '').slice(0, 60) + ' ' + Math.round(el.getBoundingClientRect().right)));
  if (wide.length) console.log(tag, 'too wide:', wide.join(' | '));
  const step = tag === 'phone' ? 1400 : 1600;
  for (let y = 0, i = 0; y < total && i < 6; y += step, i++) {
    await page.screenshot({ path: `/tmp/home-shots/${name}-${tag}-${i}.png`, fullPage: true, clip: { x: 0, y, width: vw, height: Math.min(step, total - y) } });
  }
  await context.close();
}
await browser.close();
