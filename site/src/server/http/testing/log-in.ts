import { CookieJar } from 'tough-cookie';

/** The code README's demo numbers (and OTP_TEST_NUMBERS) log in with. */
const DEMO_OTP_CODE = '123456';

/**
 * Logs `phone` (national part, e.g. README's '81100000001') in through the auth API, as the
 * login page does; the returned jar holds the session's HttpOnly cookies.
 */
export async function logInWithDemoCode(base: string, phone: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const post = async (pathname: string, body: unknown) => {
    const url = `${base}${pathname}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: await jar.getCookieString(url) },
      body: JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) await jar.setCookie(line, url);
    const text = await response.text();
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${text}`);
    return JSON.parse(text) as { data: Record<string, unknown> };
  };
  const { data: challenge } = await post('/api/auth/otp/request', { phone_number: phone });
  await post('/api/auth/otp/verify', { challenge_id: challenge.challenge_id, code: DEMO_OTP_CODE });
  return jar;
}
