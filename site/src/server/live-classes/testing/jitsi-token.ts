import { jwtVerify, type JWTPayload } from 'jose';

/**
 * The verified payload of the JWT in a Jitsi join URL (`?jwt=`): checks the HS256 signature
 * with `secret`, the issuer (JITSI_APP_ID), the `jitsi` audience and the expiry at `currentDate`.
 */
export async function jitsiJoinPayload(
  joinUrl: URL,
  { secret, issuer, currentDate }: { secret: string; issuer: string; currentDate: Date },
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(
    joinUrl.searchParams.get('jwt') ?? '',
    new TextEncoder().encode(secret),
    {
      issuer,
      audience: 'jitsi',
      currentDate,
    },
  );
  return payload;
}
