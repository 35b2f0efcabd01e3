import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import * as checkoutProgress from "./checkout/checkout-progress.ts";
import * as lapsedReservations from "./checkout/reservation-expiry.ts";
import * as reservationQueries from "./checkout/reservation-queries.ts";
import * as reservations from "./checkout/reservations.ts";
import * as valuations from "./checkout/trade-in-valuations.ts";
import * as deliveries from "./deliveries.ts";
import { leadBatcher } from "./leads/lead-batcher.ts";
import { leadCommitter } from "./leads/lead-committer.ts";
import * as inbox from "./leads/lead-inbox.ts";
import * as senders from "./leads/lead-senders.ts";
import * as leads from "./leads/leads.ts";
import * as tracking from "./leads/tracking.ts";
import { storeMigrations } from "./migrations/index.ts";
import { withReusedStatements } from "./reused-statements.ts";
import { completeSignIn } from "./shoppers/complete-sign-in.ts";
import * as codes from "./shoppers/one-time-codes.ts";
import * as savedSearches from "./shoppers/saved-searches.ts";
import * as alerts from "./shoppers/search-alerts.ts";
import * as shopperData from "./shoppers/shopper-data.ts";
import * as shoppers from "./shoppers/shoppers.ts";
import * as watchlist from "./shoppers/watchlist.ts";
import { sqliteDatabase } from "./sqlite-database.ts";
import type { StoreTables } from "./tables.ts";
import type { WriterOutboxArgs } from "./writer-outbox.ts";

/** Where the store lives: PostgreSQL when a connection URL is given, else SQLite in `dataDir`. */
export type StoreLocation = { dataDir: string; databaseUrl?: string | undefined };

export { sqliteFileName } from "./sqlite-database.ts";

/** The store's operations, each taking the database first and the site second. */
const operations = {
  saveLead: leads.saveLead,
  findLead: leads.findLead,
  leadsById: leads.leadsById,
  listLeads: leads.listLeads,
  leadsOfShopper: leads.leadsOfShopper,
  claimSentLeads: senders.claimSentLeads,
  claimLeadsByPhone: senders.claimLeadsByPhone,
  forgetIdempotencyKeys: leads.forgetIdempotencyKeys,
  findLeads: inbox.findLeads,
  leadWithDeliveries: inbox.leadWithDeliveries,
  leadCategories: inbox.leadCategories,
  findDelivery: deliveries.findDelivery,
  deliveriesOf: deliveries.deliveriesOf,
  claimDueDeliveries: deliveries.claimDueDeliveries,
  markDelivered: deliveries.markDelivered,
  markAttemptFailed: deliveries.markAttemptFailed,
  retryDelivery: deliveries.retryDelivery,
  outboxDepth: deliveries.outboxDepth,
  recordLeadCall: tracking.recordLeadCall,
  countLeadCalls: tracking.countLeadCalls,
  countVehicleView: tracking.countVehicleView,
  vehicleViews: tracking.vehicleViews,
  saveOneTimeCode: codes.saveOneTimeCode,
  oneTimeCodeOf: codes.oneTimeCodeOf,
  takeCodeCheck: codes.takeCodeCheck,
  deleteOneTimeCode: codes.deleteOneTimeCode,
  recordCodeRequest: codes.recordCodeRequest,
  countCodeRequests: codes.countCodeRequests,
  shopperByPhone: shoppers.shopperByPhone,
  shopperById: shoppers.shopperById,
  updateShopperDetails: shoppers.updateShopperDetails,
  exportShopperData: shopperData.exportShopperData,
  eraseShopper: shopperData.eraseShopper,
  signInShopper: shoppers.signInShopper,
  completeSignIn,
  startSession: shoppers.startSession,
  sessionShopper: shoppers.sessionShopper,
  endSession: shoppers.endSession,
  logVerification: shoppers.logVerification,
  verificationsOf: shoppers.verificationsOf,
  watchCar: watchlist.watchCar,
  unwatchCar: watchlist.unwatchCar,
  watchedCars: watchlist.watchedCars,
  watchedCarDetails: watchlist.watchedCarDetails,
  saveValuation: valuations.saveValuation,
  findValuation: valuations.findValuation,
  valuationsOf: valuations.valuationsOf,
  acceptValuation: valuations.acceptValuation,
  saveSearch: savedSearches.saveSearch,
  savedSearchesOf: savedSearches.savedSearchesOf,
  findSavedSearch: savedSearches.findSavedSearch,
  searchesWithAlerts: savedSearches.searchesWithAlerts,
  stopSearchAlerts: savedSearches.stopSearchAlerts,
  deleteSavedSearch: savedSearches.deleteSavedSearch,
  deleteSavedSearchesOf: savedSearches.deleteSavedSearchesOf,
  signingKey: savedSearches.signingKey,
  queueSearchAlert: alerts.queueSearchAlert,
  alertsOf: alerts.alertsOf,
  claimDueAlerts: alerts.claimDueAlerts,
  markAlertSent: alerts.markAlertSent,
  markAlertFailed: alerts.markAlertFailed,
  startReservation: reservations.startReservation,
  activeReservation: reservationQueries.activeReservation,
  setPaymentReference: reservations.setPaymentReference,
  recordPayment: reservations.recordPayment,
  reservationByPayment: reservationQueries.reservationByPayment,
  setReservationLead: reservations.setReservationLead,
  changeReservation: reservations.changeReservation,
  expireDueReservations: lapsedReservations.expireDueReservations,
  findReservation: reservationQueries.findReservation,
  listReservations: reservationQueries.listReservations,
  reservationsOfShopper: reservationQueries.reservationsOfShopper,
  reservedCarIds: reservationQueries.reservedCarIds,
  heldCarIds: reservationQueries.heldCarIds,
  reservationEvents: reservationQueries.reservationEvents,
  saveCheckoutProgress: checkoutProgress.saveCheckoutProgress,
  checkoutProgressOf: checkoutProgress.checkoutProgressOf,
};

type WithoutDatabase<F> = F extends (db: Kysely<StoreTables>, ...rest: infer A) => infer R
  ? (...args: A) => R
  : never;
type Operations = { [K in keyof typeof operations]: WithoutDatabase<(typeof operations)[K]> };

/**
 * The server's one data layer: every operation takes the site first and touches only that
 * site's rows. The same migrations run on both backends when it opens.
 */
export type Store = Operations & {
  backend: "sqlite" | "postgres";
  db: Kysely<StoreTables>;
  /** SQLite only: commits of leads written so far and the leads they held (group commit). */
  leadCommits?: () => { commits: number; leads: number };
  close: () => Promise<void>;
};

export async function openStore(location: StoreLocation): Promise<Store> {
  const backend = location.databaseUrl ? "postgres" : "sqlite";
  const db = new Kysely<StoreTables>({
    dialect: location.databaseUrl
      ? new PostgresDialect({
          pool: new pg.Pool({ connectionString: location.databaseUrl, max: 10 }),
        })
      : new SqliteDialect({ database: withReusedStatements(sqliteDatabase(location.dataDir)) }),
  });
  const { error, results } = await new Migrator({
    db,
    provider: storeMigrations,
  }).migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(
      `The ${backend} store could not be brought up to date${failed ? ` (migration ${failed})` : ""}: ${(error as Error).message}`,
    );
  }
  const bound = Object.fromEntries(
    Object.entries(operations).map(([name, operation]) => [
      name,
      (...args: unknown[]) => (operation as (...all: unknown[]) => unknown)(db, ...args),
    ]),
  ) as Operations;
  if (backend === "postgres") return { ...bound, backend, db, close: () => db.destroy() };
  // SQLite writes a commit at a time: leads arriving together share one, written on a worker
  // thread's connection so that its fsync does not stop the event loop. (PostgreSQL's pool
  // already overlaps the commits of concurrent transactions.) This connection is held
  // meanwhile: a write of its own would otherwise wait for the lock in SQLite's busy handler,
  // which sleeps on the event loop, and a transaction of its own that had read before the
  // worker's commit could not write after it.
  const committer = leadCommitter(location.dataDir);
  try {
    await committer.open();
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const batcher = leadBatcher((group) => db.connection().execute(() => committer.commit(group)));
  // Sign-in's writes also wait for the disk on the thread, this connection held meanwhile, as
  // for a lead commit.
  const onWriter =
    <K extends "recordCodeRequest" | "saveOneTimeCode" | "takeCodeCheck" | "completeSignIn">(
      operation: K,
    ) =>
    (...args: WriterOutboxArgs<K>) =>
      db.connection().execute(() => committer.outbox(operation, ...args));
  return {
    ...bound,
    saveLead: batcher.save,
    recordCodeRequest: onWriter("recordCodeRequest"),
    saveOneTimeCode: onWriter("saveOneTimeCode"),
    takeCodeCheck: onWriter("takeCodeCheck"),
    completeSignIn: onWriter("completeSignIn"),
    // The delivery worker's store work goes to the same thread (writer-outbox.ts).
    claimDueDeliveries: (site, options) => committer.outbox("claimDueDeliveries", site, options),
    leadsById: (site, ids) => committer.outbox("leadsById", site, ids),
    markDelivered: (site, ids, now) => committer.outbox("markDelivered", site, ids, now),
    markAttemptFailed: (site, id, failure) =>
      committer.outbox("markAttemptFailed", site, id, failure),
    backend,
    db,
    leadCommits: batcher.commits,
    close: async () => {
      await batcher.drained();
      await committer.close();
      await db.destroy();
    },
  };
}
