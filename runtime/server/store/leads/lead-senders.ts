import { normaliseMobilePhone } from "@storefront/schemas/mobile-phone";
import type { Kysely } from "kysely";
import type { StoreTables } from "../tables.ts";

/** How long the leads a browser sent signed out wait for a sign-in there to claim them. */
export const leadSenderDays = 30;

/** The shopper signing in: their id, verified mobile (national form) and email, if known. */
type Claimant = { id: string; phone: string; email: string | null };

const sameEmail = (a: string | null, b: string | null) =>
  Boolean(a?.trim() && b?.trim() && a.trim().toLowerCase() === b.trim().toLowerCase());

/**
 * Links to the shopper signing in the leads their browser sent signed out (`senderHash`, the
 * hash of the token its cookie holds): those of the last 30 days not linked yet, whose mobile or
 * email is the shopper's, so another user's enquiries on a shared computer stay out of their
 * garage. A linked lead's sender hash is cleared. Answers how many were linked.
 */
export async function claimSentLeads(
  db: Kysely<StoreTables>,
  site: string,
  senderHash: string,
  shopper: Claimant,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - leadSenderDays * 86_400_000).toISOString();
  const sent = await db
    .selectFrom("leads")
    .select(["id", "phone", "email"])
    .where("site_id", "=", site)
    .where("sender_hash", "=", senderHash)
    .where("user_id", "is", null)
    .where("created_at", ">=", since)
    .execute();
  const theirs = sent
    .filter(
      (lead) =>
        (lead.phone !== null && normaliseMobilePhone(lead.phone) === shopper.phone) ||
        sameEmail(lead.email, shopper.email),
    )
    .map((lead) => lead.id);
  if (theirs.length === 0) return 0;
  const linked = await db
    .updateTable("leads")
    .set({ user_id: shopper.id, sender_hash: null, claim_phone: null })
    .where("site_id", "=", site)
    .where("id", "in", theirs)
    .where("user_id", "is", null)
    .executeTakeFirst();
  return Number(linked.numUpdatedRows);
}

/**
 * Links to the shopper signing in with a code sent to their mobile the leads sent signed out
 * from that mobile on this site, from any browser: the code proves the phone is theirs. A
 * linked lead's claim is cleared, so leads left behind by a deleted account stay unlinked.
 * Answers how many were linked.
 */
export async function claimLeadsByPhone(
  db: Kysely<StoreTables>,
  site: string,
  shopper: Pick<Claimant, "id" | "phone">,
): Promise<number> {
  const linked = await db
    .updateTable("leads")
    .set({ user_id: shopper.id, sender_hash: null, claim_phone: null })
    .where("site_id", "=", site)
    .where("claim_phone", "=", shopper.phone)
    .where("user_id", "is", null)
    .executeTakeFirst();
  return Number(linked.numUpdatedRows);
}
