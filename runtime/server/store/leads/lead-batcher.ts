import type { LeadOutcome } from "./lead-group-commit.ts";
import type { IdempotencyClaim, LeadToSave, NewLead, SaveLeadResult } from "./leads.ts";

type Waiting = {
  lead: LeadToSave;
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
 * Group commit for SQLite. Every commit waits for an fsync (synchronous = FULL) of about 5 to
 * 10 ms, so a transaction per lead caps intake near 100 leads a second. Here the leads that
 * arrive in one event-loop turn, or while a group is being written, go to `commit` together
 * (see commitGroup: one transaction, one fsync). A failed commit fails every lead of its group.
 */
export function leadBatcher(
  commit: (group: LeadToSave[]) => Promise<LeadOutcome[]>,
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
      const outcomes = await commit(group.map((waiting) => waiting.lead));
      totals.commits += 1;
      totals.leads += outcomes.filter((outcome) => "result" in outcome).length;
      outcomes.forEach((outcome, index) => {
        const waiting = group[index];
        if ("result" in outcome) waiting?.resolve(outcome.result);
        else waiting?.reject(outcome.error);
      });
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
    }
  }

  return {
    save: (site, lead, options = {}) =>
      new Promise((resolve, reject) => {
        const now = options.now ?? new Date();
        waiting.push({
          lead: { site, lead, idempotency: options.idempotency, now },
          resolve,
          reject,
        });
        schedule();
      }),
    commits: () => ({ ...totals }),
    drained: async () => {
      while (writing || scheduled || waiting.length)
        await (writing ?? new Promise((resolve) => setImmediate(resolve)));
    },
  };
}
