import { z } from 'zod';

/** Refresh tokens we issue are 43 characters; this bounds what a caller may send. */
export const REFRESH_TOKEN_MAX_LENGTH = 256;

/** The answer to any unusable refresh token: the user has to log in again. */
export const SESSION_EXPIRED_MESSAGE = 'Sesi kamu sudah habis. Masuk lagi, yuk.';

/**
 * Body of `POST /api/auth/refresh` and `POST /api/auth/logout`. Browsers send nothing (the
 * HttpOnly refresh cookie carries the token); other clients send `refresh_token`.
 *
 * @example
 * RefreshTokenRequestSchema.parse({}); // {}
 * RefreshTokenRequestSchema.parse({ refresh_token: 'k3J…' }); // { refresh_token: 'k3J…' }
 */
export const RefreshTokenRequestSchema = z.object(
  {
    refresh_token: z
      .string({ error: SESSION_EXPIRED_MESSAGE })
      .trim()
      .min(1, { error: SESSION_EXPIRED_MESSAGE })
      .max(REFRESH_TOKEN_MAX_LENGTH, { error: SESSION_EXPIRED_MESSAGE })
      .optional(),
  },
  { error: SESSION_EXPIRED_MESSAGE },
);

export type RefreshTokenRequest = z.output<typeof RefreshTokenRequestSchema>;
