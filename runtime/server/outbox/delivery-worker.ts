import type { SiteDefinition } from "@storefront/schemas";
import type { Delivery } from "../store/deliveries.ts";
import type { StoredLead } from "../store/leads/leads.ts";
import type { Store } from "../store/open-store.ts";
import type { DeliverySettings } from "./deliver-lead.ts";
import { deliveryRetryDelaysMs, nextAttemptAt } from "./retry-schedule.ts";
import {
  inProcessSending,
  type SendingSettings,
  type SendJob,
  type SendOutcome,
  sendingThread,
} from "./sending/sending-thread.ts";

/** How an attempt ended: delivered, waiting for its next attempt, or failed for good. */
type DeliveryOutcome = "delivered" | "retrying" | "failed";

type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type DeliveryWorkerOptions = {
  store: Store;
  sites: readonly SiteDefinition[];
  /** Where SMTP settings and webhook secrets are read, by the names the sites give. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The worker's clock: what is due, and when the next attempt is. */
  now?: () => Date;
  /** Waits between attempts (see retry-schedule.ts); one more attempt than waits. */
  retryDelaysMs?: readonly number[];
  /** How often to look for due deliveries when nothing woke the worker. */
  pollMs?: number;
  /**
   * How long a wake-up waits before looking, so that the leads coming in meanwhile are claimed
   * and marked together: fewer store writes a lead, and more of the event loop left for intake.
   */
  gatherMs?: number;
  /** Deliveries of one site taken at once. */
  batchSize?: number;
  /** How long a claim holds; another worker takes a delivery whose claim lapsed. */
  claimMs?: number;
  smtpTimeoutMs?: number;
  httpTimeoutMs?: number;
  allowHttpToLoopback?: boolean;
  /** Adds the listed car's year, VIN, odometer and price to ADF emails. */
  listedCar?: DeliverySettings["listedCar"];
  log?: Log;
  onOutcome?: (kind: string, outcome: DeliveryOutcome) => void;
};

export type DeliveryWorker = {
  /** Delivers what is due now on every site; answers how many attempts it made. */
  runOnce: () => Promise<number>;
  /** Keeps delivering in the background until `stop`. */
  start: () => void;
  /** Looks for due deliveries shortly (a lead just came in): after `gatherMs`. */
  wake: () => void;
  /** Takes no more deliveries and waits for the attempts in flight. */
  stop: () => Promise<void>;
};

const silent: Log = { info: () => {}, warn: () => {}, error: () => {} };
const kindOf = (delivery: Delivery) =>
  String((delivery.destination as { kind?: unknown } | null)?.kind ?? "unknown");

/**
 * Delivers the outbox: claims each site's due deliveries, sends them, and marks each delivered,
 * due again after the schedule's wait, or failed after its last attempt. Claims lapse, so a
 * worker that stopped mid-attempt (a crash, a restart) leaves nothing stuck: the next one
 * takes the delivery up again.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? silent;
  // Each batch costs a claim, a read of its leads and a mark, whatever its size: at hundreds of
  // leads a second, batches of up to 50 gathered over 100 ms (below) leave more of the event
  // loop to intake than batches of 20 gathered over 50 ms, and a lead still goes out within a
  // fraction of a second.
  const batchSize = options.batchSize ?? 50;
  const settings: SendingSettings = {
    env: options.env ?? process.env,
    smtpTimeoutMs: options.smtpTimeoutMs ?? 30_000,
    httpTimeoutMs: options.httpTimeoutMs ?? 15_000,
    allowHttpToLoopback: options.allowHttpToLoopback ?? false,
  };
  // A claim outlasts the slowest attempt, so no second worker starts one still running.
  const claimMs =
    options.claimMs ?? 2 * Math.max(settings.smtpTimeoutMs, settings.httpTimeoutMs) + 60_000;

  // On SQLite the event loop bounds intake, so the sending leaves it for a thread of its own.
  // On PostgreSQL, whose driver keeps the event loop busier per lead, a sending thread measured
  // fewer leads a second, not more (its copies and wake-ups cost more than the sends it took
  // over): there the sends stay on the event loop.
  const sending =
    store.backend === "sqlite"
      ? sendingThread(options.sites, settings)
      : inProcessSending(options.sites, settings);

  /** An ADF email's listed car, looked up here: the stock is this thread's. */
  const listingOf = (site: SiteDefinition, delivery: Delivery, lead: StoredLead) => {
    const target = delivery.destination as { kind?: unknown; format?: unknown } | null;
    if (lead.car_id === null || target?.kind !== "email" || target.format !== "adf")
      return undefined;
    const car = options.listedCar?.(site, lead.car_id);
    // Only what ADF names crosses to the sending thread, not the whole vehicle record.
    return (
      car && {
        year: car.year,
        make: car.make,
        model: car.model,
        badge: car.badge,
        vin: car.vin,
        stocknum: car.stocknum,
        km: car.km,
        price: car.price,
      }
    );
  };

  /** Records how a send ended: a failure at once, a success by the batch (see runOnce). */
  async function recorded(
    site: SiteDefinition,
    delivery: Delivery,
    outcome: SendOutcome,
  ): Promise<boolean> {
    const kind = kindOf(delivery);
    const details = { site: site.slug, lead: delivery.lead_id, delivery: delivery.id, kind };
    if (outcome.sent) {
      log.info({ ...details, attempts: delivery.attempts }, "lead delivered");
      options.onOutcome?.(kind, "delivered");
      return true;
    }
    const message = outcome.error;
    const retryAt = outcome.permanent
      ? null
      : nextAttemptAt(delivery.attempts, now(), options.retryDelaysMs ?? deliveryRetryDelaysMs);
    await store.markAttemptFailed(site.slug, delivery.id, { error: message, retryAt });
    const failure = { ...details, attempts: delivery.attempts, error: message };
    if (retryAt)
      log.warn({ ...failure, retryAt: retryAt.toISOString() }, "lead delivery failed; will retry");
    else log.error(failure, "lead delivery failed for good");
    options.onOutcome?.(kind, retryAt ? "retrying" : "failed");
    return false;
  }

  /** A batch's sends, all at once; a delivery whose lead is gone fails for good. */
  async function sent(
    site: SiteDefinition,
    due: Delivery[],
    leads: Map<string, StoredLead>,
  ): Promise<SendOutcome[]> {
    const jobs: SendJob[] = [];
    for (const delivery of due) {
      const lead = leads.get(delivery.lead_id);
      if (lead) jobs.push({ delivery, lead, listing: listingOf(site, delivery, lead) });
    }
    const outcomes = jobs.length ? await sending.send(site.slug, jobs) : [];
    let next = 0;
    return due.map((delivery) =>
      leads.has(delivery.lead_id)
        ? (outcomes[next++] as SendOutcome)
        : { sent: false, error: "The lead is no longer in the store", permanent: true },
    );
  }

  async function runOnce(): Promise<number> {
    let attempts = 0;
    for (const site of options.sites) {
      const due = await store.claimDueDeliveries(site.slug, {
        limit: batchSize,
        claimMs,
        now: now(),
      });
      if (!due.length) continue;
      const leads = await store.leadsById(
        site.slug,
        due.map((delivery) => delivery.lead_id),
      );
      const outcomes = await sent(site, due, leads);
      const delivered = await Promise.all(
        due.map((delivery, index) => recorded(site, delivery, outcomes[index] as SendOutcome)),
      );
      // One write for the batch: on SQLite each commit holds the one writer's lock, which lead
      // intake needs. A stop before it leaves the claims to lapse and the batch is sent again,
      // as after any crash mid-attempt (delivery is at least once).
      await store.markDelivered(
        site.slug,
        due.filter((_, index) => delivered[index]).map((delivery) => delivery.id),
        now(),
      );
      attempts += due.length;
    }
    return attempts;
  }

  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  const gatherMs = options.gatherMs ?? 100;
  let endPause: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (!running) return resolve();
      let timer: NodeJS.Timeout | undefined;
      const after = (wait: number) => {
        clearTimeout(timer);
        timer = setTimeout(resolve, wait);
      };
      after(woken ? gatherMs : ms);
      wakeUp = woken
        ? undefined
        : () => {
            wakeUp = undefined;
            after(gatherMs);
          };
      endPause = () => after(0);
    });

  async function keepDelivering(): Promise<void> {
    while (running) {
      woken = false;
      let busy = false;
      try {
        // A full batch means more may be due: go again at once.
        busy = (await runOnce()) >= batchSize;
      } catch (error) {
        log.error({ err: error }, "lead delivery could not read the outbox; trying again");
      }
      if (!busy) await pause(options.pollMs ?? 1000);
      wakeUp = undefined;
      endPause = undefined;
    }
  }

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = keepDelivering();
    },
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      running = false;
      endPause?.();
      await loop;
      await sending.close();
    },
  };
}
