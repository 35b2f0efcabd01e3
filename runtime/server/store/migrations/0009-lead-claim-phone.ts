import { normaliseMobilePhone } from "@storefront/schemas/mobile-phone";
import type { Kysely } from "kysely";

/**
 * The mobile a lead was sent signed out with, in national form: signing in with a code sent to
 * that phone links the lead to the shopper's garage, on any browser. Leads already waiting for
 * their browser's sign-in (a sender hash, no shopper) get theirs; leads a deleted account left
 * behind have neither and stay unlinked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("claim_phone", "text").execute();
  await db.schema
    .createIndex("leads_by_claim_phone")
    .on("leads")
    .columns(["site_id", "claim_phone"])
    .execute();
  const leads = db as unknown as Kysely<{
    leads: {
      id: string;
      phone: string | null;
      user_id: string | null;
      sender_hash: string | null;
      claim_phone: string | null;
    };
  }>;
  const waiting = await leads
    .selectFrom("leads")
    .select(["id", "phone"])
    .where("user_id", "is", null)
    .where("sender_hash", "is not", null)
    .where("phone", "is not", null)
    .execute();
  for (const lead of waiting) {
    const phone = lead.phone && normaliseMobilePhone(lead.phone);
    if (phone)
      await leads
        .updateTable("leads")
        .set({ claim_phone: phone })
        .where("id", "=", lead.id)
        .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_by_claim_phone").execute();
  await db.schema.alterTable("leads").dropColumn("claim_phone").execute();
}
