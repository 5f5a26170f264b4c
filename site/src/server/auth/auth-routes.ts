import { Hono } from 'hono';
import { OtpRequestSchema, OtpVerifySchema } from '@bimbel/domain/auth/otp-login';
import {
  RefreshTokenRequestSchema,
  type RefreshTokenRequest,
} from '@bimbel/domain/auth/refresh-token-request';
import { ApiError } from '../http/api-error.ts';
import { clientIp, type BackendContext, type BackendEnv } from '../http/backend-context.ts';
import { requireAuth } from '../http/guards.ts';
import { API_MESSAGES } from '../http/messages.ts';
import type { BackendService } from '../http/services.ts';
import { readJson } from '../http/validate.ts';
import { createOtpSender } from '../senders/otp-sender.ts';
import { buildSessionUserData, loadAccountUsers } from '../users/session-data.ts';
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from './auth-cookies.ts';
import { requestOtp, verifyOtp } from './otp-login.ts';
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from './otp-policy.ts';
import { revokeSessionOf, rotateRefreshToken } from './refresh-session.ts';

/** The refresh token of a request: the JSON body's, else the HttpOnly cookie's. */
async function presentedRefreshToken(
  c: BackendContext,
  { lenient }: { lenient: boolean },
): Promise<string | undefined> {
  let body: RefreshTokenRequest = {};
  try {
    body = await readJson(c, RefreshTokenRequestSchema);
  } catch (error) {
    // Logout always succeeds: an unreadable body just carries no token.
    if (!lenient || !(error instanceof ApiError)) throw error;
  }
  return body.refresh_token ?? readRefreshCookie(c);
}

/**
 * Phone-OTP login under /api/auth (SPEC §7 leaves these calls "not shown": README.md beside
 * this file documents our design).
 */
export const authService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  // Answers carry tokens: no cache may keep them.
  app.use('/api/auth/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.post('/api/auth/otp/request', async (c) => {
    const input = await readJson(c, OtpRequestSchema);
    const config = deps.config();
    const { challengeId } = await requestOtp(
      {
        db: (await deps.database()).db,
        config,
        now: deps.now(),
        ip: clientIp(c, config),
        requestId: c.get('requestId'),
        sender: createOtpSender(config.otpSender, { now: deps.now }),
      },
      input,
    );
    return c.json({
      data: { challenge_id: challengeId, resend_after: OTP_RESEND_SECONDS, expires_in: OTP_TTL_SECONDS },
    });
  });

  app.post('/api/auth/otp/verify', async (c) => {
    const input = await readJson(c, OtpVerifySchema);
    const config = deps.config();
    const login = await verifyOtp(
      { db: (await deps.database()).db, config, now: deps.now(), requestId: c.get('requestId') },
      input,
    );
    if (login.cookies) setSessionCookies(c, config, login.cookies);
    return c.json({ data: login.data });
  });

  app.post('/api/auth/refresh', async (c) => {
    const token = await presentedRefreshToken(c, { lenient: false });
    const config = deps.config();
    const outcome = token
      ? await rotateRefreshToken((await deps.database()).db, token, {
          config,
          now: deps.now(),
          requestId: c.get('requestId'),
        })
      : undefined;
    if (!outcome?.ok) {
      // The browser's session is over: drop its cookies so it stops presenting them.
      clearSessionCookies(c, config);
      throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
    }
    setSessionCookies(c, config, outcome.session.cookies);
    const { access_token, refresh_token, expires_in, token_type } = outcome.session.tokens;
    return c.json({ data: { access_token, refresh_token, expires_in, token_type } });
  });

  app.post('/api/auth/logout', async (c) => {
    const token = await presentedRefreshToken(c, { lenient: true });
    if (token) await revokeSessionOf((await deps.database()).db, token, deps.now());
    clearSessionCookies(c, deps.config(), { subscription: true });
    return c.json({ data: { ok: true } });
  });

  app.get('/api/auth/session', requireAuth(deps), async (c) => {
    const { userId, accountId } = c.get('auth');
    const users = await loadAccountUsers((await deps.database()).db, accountId);
    const user = users.find((candidate) => candidate.id === userId);
    if (!user) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
    return c.json({ data: buildSessionUserData(users, user) });
  });

  return app;
};
