import type { MidtransConfig } from '../../../config/midtrans-config.ts';

/** The built-in sandbox's configuration (config.midtrans in sandbox mode). */
export type SandboxSettings = Extract<MidtransConfig, { mode: 'sandbox' }>;

/** Checks `Authorization: Basic base64(server_key + ':')` in constant time, as Midtrans's API does. */
export function isSandboxAuthorized(authorization: string | undefined, settings: SandboxSettings): boolean {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]{1,800})$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!encoded) return false;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return false;
  return settings.serverKey.matches(decoded.slice(0, separator));
}
