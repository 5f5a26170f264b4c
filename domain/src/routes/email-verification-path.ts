/**
 * The page an e-mail verification link opens (ours: docs/product lists no such route). The page reads
 * the token from its path and calls `PUT {api}/user-management/v1/users/verify-email/{token}`.
 */
export const EMAIL_VERIFICATION_PATH = '/verifikasi-email';

/**
 * The path of the verification page for `token` (URL-safe already; encoded anyway).
 *
 * @example
 * toEmailVerificationPath('abc_DEF-123'); // '/verifikasi-email/abc_DEF-123'
 */
export function toEmailVerificationPath(token: string): string {
  return `${EMAIL_VERIFICATION_PATH}/${encodeURIComponent(token)}`;
}
