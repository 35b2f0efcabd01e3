import type { Kysely } from "kysely";
import { claimLeadsByPhone, claimSentLeads } from "../leads/lead-senders.ts";
import type { StoreTables } from "../tables.ts";
import { deleteOneTimeCode } from "./one-time-codes.ts";
import {
  endSession,
  logVerification,
  type Shopper,
  type ShopperDetails,
  signInShopper,
  startSession,
} from "./shoppers.ts";

export type SignIn = {
  shopper: ShopperDetails;
  verification: { dealershipSlug: string | null; verificationType: "sms" | "verify" };
  /** The session the sign-in starts, and the one the browser had, which ends. */
  session: { tokenHash: string; expiresAt: Date; endedHash?: string | undefined };
  /** The hash of the browser's sender token, when it sent leads signed out. */
  senderHash?: string | undefined;
};

/**
 * What a verified code does, in one transaction, so one commit (one wait for the disk): ends
 * the code, makes or updates the shopper, logs the verification, replaces the browser's session
 * and links the leads sent from the phone or the browser signed out.
 */
export async function completeSignIn(
  db: Kysely<StoreTables>,
  site: string,
  signIn: SignIn,
  now = new Date(),
): Promise<Shopper> {
  return db.transaction().execute(async (trx) => {
    await deleteOneTimeCode(trx, site, signIn.shopper.phone);
    const shopper = await signInShopper(trx, site, signIn.shopper, now);
    await logVerification(trx, site, { ...signIn.verification, userId: shopper.id }, now);
    const { endedHash, ...session } = signIn.session;
    if (endedHash) await endSession(trx, site, endedHash);
    await startSession(trx, site, { ...session, shopperId: shopper.id }, now);
    await claimLeadsByPhone(trx, site, shopper);
    if (signIn.senderHash) await claimSentLeads(trx, site, signIn.senderHash, shopper, now);
    return shopper;
  });
}
