import type { Database } from '../db/database.ts';
import { isDatabaseUnavailableError } from '../db/unavailable.ts';
import type { NewLead } from './lead-queries.ts';
import { storeLeads, type StoreLeadResult } from './store-leads.ts';

/** Leads per storeLeads() call at most (a few statements of ≤ 1,100 parameters each). */
export const LEAD_BATCH_MAX = 100;

type Pending = {
  lead: NewLead;
  resolve: (result: StoreLeadResult) => void;
  reject: (error: unknown) => void;
};

type StoreBatch = (leads: readonly NewLead[]) => Promise<StoreLeadResult[]>;

/**
 * Group commit for leads: every lead that arrives in one turn of the event loop goes to the
 * database in ONE call, and the leads that arrive while a call runs go together in the next.
 * So a burst pays a few statements per batch instead of per lead (PGlite has a single
 * connection, and runs on this thread). Each caller's promise resolves only after its batch is
 * stored.
 *
 * The call starts from setImmediate, not at once: PGlite executes synchronously, so a call
 * started from the first request's handler would run before the event loop had read the other
 * requests already waiting on their sockets, and every batch would hold one lead.
 *
 * If a batch fails, each of its leads is tried alone, so one bad lead cannot cost the others.
 */
export class LeadWriter {
  readonly #store: StoreBatch;
  readonly #queue: Pending[] = [];
  #running = false;
  #scheduled = false;

  constructor(store: StoreBatch) {
    this.#store = store;
  }

  write(lead: NewLead): Promise<StoreLeadResult> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ lead, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#running || this.#scheduled || this.#queue.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#flushNext();
    });
  }

  #flushNext(): void {
    if (this.#running || this.#queue.length === 0) return;
    const batch = this.#queue.splice(0, LEAD_BATCH_MAX);
    this.#running = true;
    void this.#flush(batch).finally(() => {
      this.#running = false;
      this.#schedule();
    });
  }

  async #flush(batch: Pending[]): Promise<void> {
    try {
      const results = await this.#store(batch.map(({ lead }) => lead));
      batch.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      // The database out of reach fails every lead alike: no lead-by-lead retry (each would
      // wait for its own connection attempt) — the callers answer 503 and may send again.
      if (batch.length === 1 || isDatabaseUnavailableError(error)) {
        for (const pending of batch) pending.reject(error);
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
    writer = new LeadWriter((leads) => storeLeads(database.db, leads));
    writers.set(database, writer);
  }
  return writer;
}
