import { Hono } from 'hono';
import type { RefreshTokenRequest } from '@bimbel/domain/auth/refresh-token-request';
import {
  currentSessionContract,
  logoutContract,
  otpRequestContract,
  otpVerifyContract,
  tokenRefreshContract,
} from '@bimbel/domain/contracts/auth-contracts';
import { ApiError } from '../http/api-error.ts';
import {
  clientIp,
  type BackendContext,
  type BackendEnv,
  type BackendService,
} from '../http/backend-context.ts';
import { readContractBody, respond, serve } from '../http/contract-routes.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { createOtpSender } from '../senders/otp-sender.ts';
import { buildSessionUserData, loadAccountUsers } from '../users/session-data.ts';
import { verifyPresentedAccessToken } from '../http/guards.ts';
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from './auth-cookies.ts';
import { revokeRefreshFamily } from './refresh-tokens.ts';
import { requestOtp, verifyOtp } from './otp-login.ts';
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from './otp-policy.ts';
import { revokeSessionOf, rotateRefreshToken } from './refresh-session.ts';
import type { Config } from '../config/config.ts';

/** The refresh token of a request: the JSON body's, else the HttpOnly cookie's. */
async function presentedRefreshToken(
  c: BackendContext,
  { lenient, config }: { lenient: boolean; config: Config },
): Promise<string | undefined> {
  let body: RefreshTokenRequest = {};
  try {
    body = await readContractBody(c, tokenRefreshContract);
  } catch (error) {
    // Logout always succeeds: an unreadable body just carries no token.
    if (!lenient || !(error instanceof ApiError)) throw error;
  }
  return body.refresh_token ?? readRefreshCookie(c, config);
}

/**
 * Phone-OTP login under /api/auth (docs/product §7 leaves these calls "not shown": README.md beside
 * this file documents our design).
 */
export const authService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  // Answers carry tokens: no cache may keep them.
  app.use('/api/auth/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  serve(app, deps, otpRequestContract, async (c, { body: input }) => {
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
    return respond(c, otpRequestContract, {
      challenge_id: challengeId,
      resend_after: OTP_RESEND_SECONDS,
      expires_in: OTP_TTL_SECONDS,
    });
  });

  serve(app, deps, otpVerifyContract, async (c, { body: input }) => {
    const config = deps.config();
    const login = await verifyOtp(
      { db: (await deps.database()).db, config, now: deps.now(), requestId: c.get('requestId') },
      input,
    );
    if (login.cookies) setSessionCookies(c, config, login.cookies);
    return respond(c, otpVerifyContract, login.data);
  });

  serve(
    app,
    deps,
    tokenRefreshContract,
    async (c) => {
      const config = deps.config();
      const token = await presentedRefreshToken(c, { lenient: false, config });
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
      return respond(c, tokenRefreshContract, { access_token, refresh_token, expires_in, token_type });
    },
    { bodyInHandler: true },
  );

  serve(
    app,
    deps,
    logoutContract,
    async (c) => {
      const config = deps.config();
      const { db } = await deps.database();
      const token = await presentedRefreshToken(c, { lenient: true, config });
      if (token) await revokeSessionOf(db, token, deps.now());
      else {
        // The mobile app holds only its access token (issue 24): a valid one ends its own login.
        const check = await verifyPresentedAccessToken(c, deps);
        if (check.ok) await revokeRefreshFamily(db, check.claims.sessionId, deps.now());
      }
      clearSessionCookies(c, config, { subscription: true });
      return respond(c, logoutContract, { ok: true });
    },
    { bodyInHandler: true },
  );

  serve(app, deps, currentSessionContract, async (c) => {
    const { userId, accountId } = c.get('auth');
    const users = await loadAccountUsers((await deps.database()).db, accountId);
    const user = users.find((candidate) => candidate.id === userId);
    if (!user) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
    return respond(c, currentSessionContract, buildSessionUserData(users, user));
  });

  return app;
};
