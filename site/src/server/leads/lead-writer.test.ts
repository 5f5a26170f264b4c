import { describe, expect, it } from 'vitest';
import type { NewLead } from './lead-queries.ts';
import type { StoreLeadResult } from './store-leads.ts';
import { LEAD_BATCH_MAX, LeadWriter } from './lead-writer.ts';

function lead(requestId: string): NewLead {
  return {
    userType: 'parent',
    phoneE164: '+6281234567890',
    name: 'Ibu Sari',
    grade: '7',
    sourcePage: 'Home Page Banner',
    userId: null,
    ipHash: 'hash',
    requestId,
    receivedAt: new Date('2026-11-22T03:00:00Z'),
  };
}

const created = (id: string): StoreLeadResult => ({
  kind: 'created',
  id,
  createdAt: new Date(0),
  reasonToken: `token-${id}`,
});

/** A store that records each call's request ids; `fails` says which calls throw. */
function recordingStore(fails: (ids: string[]) => boolean = () => false) {
  const calls: string[][] = [];
  const store = async (leads: readonly NewLead[]) => {
    const ids = leads.map((item) => item.requestId);
    calls.push(ids);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (fails(ids)) throw new Error(`store failed for ${ids.join(',')}`);
    return ids.map(created);
  };
  return { store, calls };
}

describe('LeadWriter', () => {
  it('writes the leads of one event-loop turn in one call, and those arriving meanwhile in the next', async () => {
    const { store, calls } = recordingStore();
    const writer = new LeadWriter(store);
    const first = ['a', 'b', 'c'].map((id) => writer.write(lead(id)));
    await new Promise((resolve) => setImmediate(resolve)); // the first call is running now
    const second = ['d', 'e'].map((id) => writer.write(lead(id)));
    const results = await Promise.all([...first, ...second]);
    expect(calls).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(results).toEqual(['a', 'b', 'c', 'd', 'e'].map(created));
  });

  it(`splits a burst into calls of at most ${LEAD_BATCH_MAX} leads`, async () => {
    const { store, calls } = recordingStore();
    const writer = new LeadWriter(store);
    const ids = Array.from({ length: 2 * LEAD_BATCH_MAX + 2 }, (_, index) => `l${index}`);
    await Promise.all(ids.map((id) => writer.write(lead(id))));
    expect(calls.map((call) => call.length)).toEqual([LEAD_BATCH_MAX, LEAD_BATCH_MAX, 2]);
    expect(calls.flat()).toEqual(ids);
  });

  it('retries each lead of a failed call alone, so only the bad lead fails', async () => {
    const { store, calls } = recordingStore((ids) => ids.includes('bad'));
    const writer = new LeadWriter(store);
    const outcomes = await Promise.allSettled(['x', 'bad', 'y'].map((id) => writer.write(lead(id))));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(calls).toEqual([['x', 'bad', 'y'], ['x'], ['bad'], ['y']]);
  });

  it('keeps writing after a failure', async () => {
    const { store } = recordingStore((ids) => ids.includes('bad'));
    const writer = new LeadWriter(store);
    await expect(writer.write(lead('bad'))).rejects.toThrow('store failed for bad');
    await expect(writer.write(lead('good'))).resolves.toEqual(created('good'));
  });
});
