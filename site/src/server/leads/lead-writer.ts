import type { Database } from '../db/database.ts';
import { LEAD_POLICY } from './lead-policy.ts';
import { storeLeads, type NewLead, type StoreLeadResult } from './lead-queries.ts';

/** Leads per store_leads() call at most (~60 KB of JSON). */
export const LEAD_BATCH_MAX = 100;

type Pending = { lead: NewLead; resolve: (result: StoreLeadResult) => void; reject: (error: unknown) => void };

type StoreBatch = (leads: readonly NewLead[]) => Promise<StoreLeadResult[]>;

/**
 * Group commit for leads. A lead is written at once when no write is running; leads that arrive
 * while one runs wait for it and then go together in the next call. So one lead alone pays one
 * statement, and a burst pays one statement per batch instead of one per lead (PGlite has a
 * single connection). Each caller's promise resolves only after its batch is stored.
 *
 * If a batch fails, each of its leads is tried alone, so one bad lead cannot cost the others.
 */
export class LeadWriter {
  readonly #store: StoreBatch;
  readonly #queue: Pending[] = [];
  #running = false;

  constructor(store: StoreBatch) {
    this.#store = store;
  }

  write(lead: NewLead): Promise<StoreLeadResult> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ lead, resolve, reject });
      this.#pump();
    });
  }

  #pump(): void {
    if (this.#running || this.#queue.length === 0) return;
    const batch = this.#queue.splice(0, LEAD_BATCH_MAX);
    this.#running = true;
    void this.#flush(batch).finally(() => {
      this.#running = false;
      this.#pump();
    });
  }

  async #flush(batch: Pending[]): Promise<void> {
    try {
      const results = await this.#store(batch.map(({ lead }) => lead));
      batch.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const pending of batch) {
        try {
          const [result] = await this.#store([pending.lead]);
          pending.resolve(result!);
        } catch (singleError) {
          pending.reject(singleError);
        }
      }
    }
  }
}

const writers = new WeakMap<Database, LeadWriter>();

/**
 * The writer of `database`: one per open database, so every request of the process shares its
 * batches. One call at a time, also on PostgreSQL: batches keep that fast, and it keeps
 * identical leads sent at the same moment in order, so the second is seen as a repeat.
 */
export function leadWriterFor(database: Database): LeadWriter {
  let writer = writers.get(database);
  if (!writer) {
    writer = new LeadWriter((leads) => storeLeads(database.db, leads, LEAD_POLICY));
    writers.set(database, writer);
  }
  return writer;
}
