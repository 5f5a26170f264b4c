import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLogLevel } from '../http/logger.ts';
import { createEmailSender, DEMO_EMAIL_LOG_MESSAGE, maskEmailAddress } from './email-sender.ts';

describe('maskEmailAddress', () => {
  it.each([
    ['budi.santoso@gmail.com', 'b***@gmail.com'],
    ['a@b.co', 'a***@b.co'],
    ['no-at-sign', '***'],
    ['@example.id', '***'],
  ])('masks %s as %s', (address, masked) => {
    expect(maskEmailAddress(address)).toBe(masked);
  });
});

describe('createEmailSender (log)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints subject and text with the address masked', async () => {
    setLogLevel('info');
    const spy = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await createEmailSender({ kind: 'log' }).send({
      to: 'sari@example.id',
      subject: 'Halo',
      text: 'Isi pesan',
    });
    const line = JSON.parse(String(spy.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({
      message: DEMO_EMAIL_LOG_MESSAGE,
      to: 's***@example.id',
      subject: 'Halo',
      text: 'Isi pesan',
    });
    expect(JSON.stringify(line)).not.toContain('sari@example.id');
  });
});
