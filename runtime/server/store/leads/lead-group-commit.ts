import type { ControlledTransaction, Kysely } from "kysely";
import type { StoreTables } from "../tables.ts";
import { type LeadToSave, type SaveLeadResult, saveInTransaction } from "./leads.ts";

/** What became of one lead of a group: its answer, or why it failed. */
export type LeadOutcome = { result: SaveLeadResult } | { error: unknown };

/**
 * Leads that arrived together, in one transaction and one commit (one fsync), their rows one
 * INSERT per table; a later lead in the group sees an earlier one's idempotency key. Should that
 * fail, the group is undone and each lead written again in its own savepoint, so a lead's
 * failure fails only that lead. A failed commit throws: nothing is answered as saved that is
 * not on disk.
 */
export async function commitGroup(
  db: Kysely<StoreTables>,
  group: readonly LeadToSave[],
): Promise<LeadOutcome[]> {
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
  group: readonly LeadToSave[],
): Promise<LeadOutcome[] | undefined> {
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
  group: readonly LeadToSave[],
): Promise<LeadOutcome[]> {
  const outcomes: LeadOutcome[] = [];
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
