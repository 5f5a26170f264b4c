import { describe, expect, it } from 'vitest';
import { STREAMS, StreamSchema } from './stream.ts';

describe('STREAMS', () => {
  it('has the streams IPA, IPS, SMK and SD', () => {
    expect(STREAMS).toEqual(['IPA', 'IPS', 'SMK', 'SD']);
  });

  it('rejects a stream outside the list', () => {
    expect(StreamSchema.safeParse('Bahasa').success).toBe(false);
  });
});
