import type { ControlledTransaction, Kysely } from "kysely";
import {
  type IdempotencyClaim,
  type LeadToSave,
  type NewLead,
  type SaveLeadResult,
  saveInTransaction,
} from "./leads.ts";
import type { StoreTables } from "./tables.ts";

type Waiting = LeadToSave & {
  resolve: (result: SaveLeadResult) => void;
  reject: (error: unknown) => void;
};

/** Leads a commit holds at most: bounds a group's write time, so its first lead's wait. */
const defaultMaxGroup = 200;

export type LeadBatcher = {
  /** `saveLead` for this database: answers once the transaction holding the lead has committed. */
  save: (
    site: string,
    lead: NewLead,
    options?: { idempotency?: IdempotencyClaim | undefined; now?: Date },
  ) => Promise<SaveLeadResult>;
  /** Commits written so far and the leads they held. */
  commits: () => { commits: number; leads: number };
  /** Resolves once no lead waits or is being written. */
  drained: () => Promise<void>;
};

/**
 * Group commit for SQLite. Every commit waits for an fsync (synchronous = FULL) that blocks the
 * one connection, and the event loop with it, for about 10 ms, so a transaction per lead caps
 * intake near 100 leads a second. Here the leads that arrive in one event-loop turn, or while a
 * group is being written, share one transaction and one fsync, and their rows one INSERT per
 * table; a later lead in the group sees an earlier one's idempotency key. Should that fail, the
 * group is undone and each lead written again in its own savepoint, so a lead's failure fails
 * only that lead. A failed commit fails every lead of its group: nothing is answered as saved
 * that is not on disk.
 */
export function leadBatcher(
  db: Kysely<StoreTables>,
  { maxGroup = defaultMaxGroup } = {},
): LeadBatcher {
  const waiting: Waiting[] = [];
  const totals = { commits: 0, leads: 0 };
  let writing: Promise<void> | undefined;
  let scheduled = false;

  const schedule = () => {
    if (writing || scheduled) return;
    scheduled = true;
    // setImmediate runs after this turn's I/O callbacks: every request read in it has joined.
    setImmediate(() => {
      scheduled = false;
      writing = writeGroup(waiting.splice(0, maxGroup)).finally(() => {
        writing = undefined;
        if (waiting.length) schedule();
      });
    });
  };

  async function writeGroup(group: Waiting[]) {
    try {
      const outcomes = await commitGroup(db, group);
      totals.commits += 1;
      totals.leads += outcomes.filter((outcome) => "result" in outcome).length;
      outcomes.forEach((outcome, index) => {
        const lead = group[index];
        if ("result" in outcome) lead?.resolve(outcome.result);
        else lead?.reject(outcome.error);
      });
    } catch (error) {
      for (const lead of group) lead.reject(error);
    }
  }

  return {
    save: (site, lead, options = {}) =>
      new Promise((resolve, reject) => {
        const now = options.now ?? new Date();
        waiting.push({ site, lead, idempotency: options.idempotency, now, resolve, reject });
        schedule();
      }),
    commits: () => ({ ...totals }),
    drained: async () => {
      while (writing || scheduled || waiting.length)
        await (writing ?? new Promise((resolve) => setImmediate(resolve)));
    },
  };
}

type Outcome = { result: SaveLeadResult } | { error: unknown };

async function commitGroup(db: Kysely<StoreTables>, group: Waiting[]): Promise<Outcome[]> {
  const trx = await db.startTransaction().execute();
  try {
    const outcomes = (await togetherIfAllSave(trx, group)) ?? (await oneByOne(trx, group));
    await trx.commit().execute();
    return outcomes;
  } catch (error) {
    // SQLite may have rolled the whole transaction back already (e.g. disk full).
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

/** The group's rows written together, or undefined (and nothing written) when one fails. */
async function togetherIfAllSave(
  trx: ControlledTransaction<StoreTables>,
  group: Waiting[],
): Promise<Outcome[] | undefined> {
  if (group.length < 2) return undefined;
  const point = await trx.savepoint("group").execute();
  try {
    const results = await saveInTransaction(point, group);
    await point.releaseSavepoint("group").execute();
    return results.map((result) => ({ result }));
  } catch {
    // ROLLBACK TO keeps the savepoint open; RELEASE then closes it.
    await point.rollbackToSavepoint("group").execute();
    await point.releaseSavepoint("group").execute();
    return undefined;
  }
}

/** Each lead in its own savepoint, so its failure undoes only its own rows. */
async function oneByOne(
  trx: ControlledTransaction<StoreTables>,
  group: Waiting[],
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const lead of group) {
    const point = await trx.savepoint("lead").execute();
    try {
      const [result] = await saveInTransaction(point, [lead]);
      await point.releaseSavepoint("lead").execute();
      outcomes.push({ result: result as SaveLeadResult });
    } catch (error) {
      await point.rollbackToSavepoint("lead").execute();
      await point.releaseSavepoint("lead").execute();
      outcomes.push({ error });
    }
  }
  return outcomes;
}
