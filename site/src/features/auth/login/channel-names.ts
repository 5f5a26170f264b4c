import type { OtpChannel } from '@bimbel/domain/auth/otp-rules';

/** How the channels are named on screen. */
export const CHANNEL_NAMES: Readonly<Record<OtpChannel, string>> = { whatsapp: 'WhatsApp', sms: 'SMS' };
