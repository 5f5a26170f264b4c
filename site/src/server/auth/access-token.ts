import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live one hour; the refresh token (30 days) renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ACCESS_TOKEN_AUDIENCE = 'bimbel-api';
export const TOKEN_TYPE = 'Bearer';
/** The only algorithm we sign with and the only one we accept (no `none`, no RS/HS confusion). */
const ALGORITHM = 'HS256';
/** How far ahead of this server's clock another process's `iat` may be. */
const CLOCK_SKEW_SECONDS = 5;

export type AccessTokenClaims = {
  /** The user the token acts as (the active student profile, or the parent). */
  userId: string;
  /** The family account the user belongs to. */
  accountId: string;
  role: 'student' | 'parent';
  /**
   * The login the token belongs to (claim `sid`: its refresh-token family). Logout and reuse
   * detection revoke the family, and requireAuth refuses the token from the next request on.
   */
  sessionId: string;
};

export type IssuedAccessToken = { accessToken: string; expiresIn: number; tokenType: typeof TOKEN_TYPE };

function key(secret: string) {
  return new TextEncoder().encode(secret);
}

/** Signs a short-lived access token (JWT, HS256, `typ` at+jwt, audience bimbel-api). */
export async function issueAccessToken(
  claims: AccessTokenClaims,
  { secret, issuer, now = new Date() }: { secret: string; issuer: string; now?: Date },
): Promise<IssuedAccessToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const accessToken = await new SignJWT({ acc: claims.accountId, role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TOKEN_TYPE })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(crypto.randomUUID())
    .sign(key(secret));
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, tokenType: TOKEN_TYPE };
}

export type AccessTokenCheck =
  { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Verifies signature, algorithm, `typ`, audience, issuer, expiry and lifetime (at most
 * ACCESS_TOKEN_TTL_SECONDS, issued no later than now). Never throws: a bad token
 * is a result, so callers answer 401 and nothing else.
 */
export async function verifyAccessToken(
  token: string,
  { secret, issuer, now = new Date() }: { secret: string; issuer: string; now?: Date },
): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      typ: ACCESS_TOKEN_TYPE,
      audience: ACCESS_TOKEN_AUDIENCE,
      issuer,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    // Our tokens live exactly ACCESS_TOKEN_TTL_SECONDS from their iat. A longer one, or one
    // issued in the future, was not signed by this code: refuse it even with a valid signature.
    const { iat, exp } = payload as { iat: number; exp: number };
    const nowSeconds = Math.floor(now.getTime() / 1000);
    if (exp - iat > ACCESS_TOKEN_TTL_SECONDS || iat > nowSeconds + CLOCK_SKEW_SECONDS) {
      return { ok: false, reason: 'invalid' };
    }
    const { sub, acc, role, sid } = payload;
    if (
      typeof sub !== 'string' ||
      typeof acc !== 'string' ||
      typeof sid !== 'string' ||
      (role !== 'student' && role !== 'parent')
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { userId: sub, accountId: acc, role, sessionId: sid } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
