import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { OneTimeCodeRow, StoreTables } from "../tables.ts";

export type StoredCode = Omit<OneTimeCodeRow, "site_id">;

/**
 * Keeps the phone's new code, replacing any earlier one and its checks, unless the earlier
 * one was sent less than `resendAfterMs` before: then nothing changes and the answer is false.
 * One statement, so of many requests at once only one sends a code.
 */
export async function saveOneTimeCode(
  db: Kysely<StoreTables>,
  site: string,
  code: { phone: string; codeHash: string | null; sentAt: Date; expiresAt: Date },
  resendAfterMs = 0,
): Promise<boolean> {
  const values = {
    code_hash: code.codeHash,
    sent_at: code.sentAt.toISOString(),
    expires_at: code.expiresAt.toISOString(),
    checks: 0,
  };
  const resendFrom = new Date(code.sentAt.getTime() - resendAfterMs).toISOString();
  const saved = await db
    .insertInto("one_time_codes")
    .values({ site_id: site, phone: code.phone, ...values })
    .onConflict((conflict) =>
      conflict
        .columns(["site_id", "phone"])
        .doUpdateSet(values)
        .where("one_time_codes.sent_at", "<=", resendFrom),
    )
    .returning("phone")
    .executeTakeFirst();
  return saved !== undefined;
}

export async function oneTimeCodeOf(
  db: Kysely<StoreTables>,
  site: string,
  phone: string,
): Promise<StoredCode | undefined> {
  return db
    .selectFrom("one_time_codes")
    .select(["phone", "code_hash", "sent_at", "expires_at", "checks"])
    .where("site_id", "=", site)
    .where("phone", "=", phone)
    .executeTakeFirst();
}

/**
 * Counts one check of the phone's code and answers the code, or nothing when there is no
 * code, it has expired or it has had `maxChecks` checks already. Counting and reading are
 * one statement, so concurrent guesses cannot share a check.
 */
export async function takeCodeCheck(
  db: Kysely<StoreTables>,
  site: string,
  phone: string,
  maxChecks: number,
  now = new Date(),
): Promise<StoredCode | undefined> {
  return db
    .updateTable("one_time_codes")
    .set((eb) => ({ checks: eb("checks", "+", 1) }))
    .where("site_id", "=", site)
    .where("phone", "=", phone)
    .where("checks", "<", maxChecks)
    .where("expires_at", ">", now.toISOString())
    .returning(["phone", "code_hash", "sent_at", "expires_at", "checks"])
    .executeTakeFirst();
}

/** Ends the phone's code once it has signed the shopper in. */
export async function deleteOneTimeCode(
  db: Kysely<StoreTables>,
  site: string,
  phone: string,
): Promise<void> {
  await db
    .deleteFrom("one_time_codes")
    .where("site_id", "=", site)
    .where("phone", "=", phone)
    .execute();
}

/** A request for a code, counted by the sign-in limits. */
export async function recordCodeRequest(
  db: Kysely<StoreTables>,
  site: string,
  request: { phone: string; ip: string },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("code_requests")
    .values({
      id: randomUUID(),
      site_id: site,
      phone: request.phone,
      ip: request.ip,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Code requests since `since` for the phone and from the address. */
export async function countCodeRequests(
  db: Kysely<StoreTables>,
  site: string,
  of: { phone: string; ip: string },
  since: Date,
): Promise<{ phone: number; ip: number }> {
  const count = async (column: "phone" | "ip", value: string) => {
    const row = await db
      .selectFrom("code_requests")
      .select((eb) => eb.fn.countAll<number | string>().as("requests"))
      .where("site_id", "=", site)
      .where(column, "=", value)
      .where("created_at", ">", since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.requests);
  };
  return { phone: await count("phone", of.phone), ip: await count("ip", of.ip) };
}
