import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ShopperRow, StoreTables } from "../tables.ts";

export type ShopperDetails = {
  phone: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
};

export type Shopper = Omit<ShopperRow, "site_id">;

const shopperColumns = [
  "shoppers.id",
  "shoppers.phone",
  "shoppers.first_name",
  "shoppers.last_name",
  "shoppers.email",
  "shoppers.postcode",
  "shoppers.created_at",
  "shoppers.updated_at",
] as const;

export async function shopperByPhone(
  db: Kysely<StoreTables>,
  site: string,
  phone: string,
): Promise<Shopper | undefined> {
  return db
    .selectFrom("shoppers")
    .select(shopperColumns)
    .where("site_id", "=", site)
    .where("phone", "=", phone)
    .executeTakeFirst();
}

export async function shopperById(
  db: Kysely<StoreTables>,
  site: string,
  id: string,
): Promise<Shopper | undefined> {
  return db
    .selectFrom("shoppers")
    .select(shopperColumns)
    .where("site_id", "=", site)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The details a shopper keeps and edits in their garage; an empty value clears one. */
export type RememberedDetails = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  postcode: string | null;
};

/** Replaces a shopper's remembered details (not the phone, which is how they sign in). */
export async function updateShopperDetails(
  db: Kysely<StoreTables>,
  site: string,
  id: string,
  details: RememberedDetails,
  now = new Date(),
): Promise<Shopper | undefined> {
  await db
    .updateTable("shoppers")
    .set({ ...details, updated_at: now.toISOString() })
    .where("site_id", "=", site)
    .where("id", "=", id)
    .execute();
  return shopperById(db, site, id);
}

/**
 * The site's shopper with this phone, made on first sign-in; names and email given at a
 * later sign-in replace the kept ones, and those left out stay.
 */
export async function signInShopper(
  db: Kysely<StoreTables>,
  site: string,
  details: ShopperDetails,
  now = new Date(),
): Promise<Shopper> {
  const at = now.toISOString();
  const given = {
    ...(details.firstName ? { first_name: details.firstName } : {}),
    ...(details.lastName ? { last_name: details.lastName } : {}),
    ...(details.email ? { email: details.email } : {}),
  };
  return db
    .insertInto("shoppers")
    .values({
      id: randomUUID(),
      site_id: site,
      phone: details.phone,
      first_name: null,
      last_name: null,
      email: null,
      postcode: null,
      ...given,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) =>
      conflict.columns(["site_id", "phone"]).doUpdateSet({ ...given, updated_at: at }),
    )
    .returning([
      "id",
      "phone",
      "first_name",
      "last_name",
      "email",
      "postcode",
      "created_at",
      "updated_at",
    ])
    .executeTakeFirstOrThrow();
}

export async function startSession(
  db: Kysely<StoreTables>,
  site: string,
  session: { tokenHash: string; shopperId: string; expiresAt: Date },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("shopper_sessions")
    .values({
      token_hash: session.tokenHash,
      site_id: site,
      shopper_id: session.shopperId,
      created_at: now.toISOString(),
      expires_at: session.expiresAt.toISOString(),
    })
    .execute();
}

/** The shopper signed in by the session, only on the site it was started on and until it expires. */
export async function sessionShopper(
  db: Kysely<StoreTables>,
  site: string,
  tokenHash: string,
  now = new Date(),
): Promise<Shopper | undefined> {
  return db
    .selectFrom("shopper_sessions")
    .innerJoin("shoppers", "shoppers.id", "shopper_sessions.shopper_id")
    .select(shopperColumns)
    .where("shopper_sessions.site_id", "=", site)
    .where("shoppers.site_id", "=", site)
    .where("shopper_sessions.token_hash", "=", tokenHash)
    .where("shopper_sessions.expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

export async function endSession(
  db: Kysely<StoreTables>,
  site: string,
  tokenHash: string,
): Promise<void> {
  await db
    .deleteFrom("shopper_sessions")
    .where("site_id", "=", site)
    .where("token_hash", "=", tokenHash)
    .execute();
}

/** The spec's verification log row: who verified a phone, on which site and dealership, and how. */
export async function logVerification(
  db: Kysely<StoreTables>,
  site: string,
  row: { dealershipSlug: string | null; userId: string; verificationType: "sms" | "verify" },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("verifications")
    .values({
      id: randomUUID(),
      website_slug: site,
      dealership_slug: row.dealershipSlug,
      user_id: row.userId,
      verification_type: row.verificationType,
      created_at: now.toISOString(),
    })
    .execute();
}

export async function verificationsOf(db: Kysely<StoreTables>, site: string) {
  return db
    .selectFrom("verifications")
    .select(["website_slug", "dealership_slug", "user_id", "verification_type"])
    .where("website_slug", "=", site)
    .orderBy("created_at")
    .execute();
}
