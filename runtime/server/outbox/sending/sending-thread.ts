import type { Worker } from "node:worker_threads";
import type { SiteDefinition } from "@storefront/schemas";
import type { Delivery } from "../../store/deliveries.ts";
import type { StoredLead } from "../../store/leads/leads.ts";
import { startWorkerThread } from "../../worker-thread.ts";
import type { AdfListing } from "../adf.ts";
import type { DeliverySettings } from "../deliver-lead.ts";
import { sendJob } from "./send-job.ts";
import type { SendingAnswer, SendingRequest } from "./sending-worker.ts";

/** One delivery to send: its outbox row, its lead, and the listed car an ADF email names. */
export type SendJob = { delivery: Delivery; lead: StoredLead; listing?: AdfListing | undefined };

/** How a send ended: arrived, or why not and whether a retry could ever help. */
export type SendOutcome = { sent: true } | { sent: false; error: string; permanent: boolean };

/** What the sending thread is given once: every setting but the stock lookup (done per job). */
export type SendingSettings = Omit<DeliverySettings, "listedCar">;

export type LeadSending = {
  /** Sends a batch of a site's deliveries at once; answers each one's outcome, in order. */
  send: (site: string, jobs: SendJob[]) => Promise<SendOutcome[]>;
  /** Forgets these sites; the thread stops with the last user. Call once no send is waiting. */
  close: () => Promise<void>;
};

type Pending = { resolve: (outcomes: SendOutcome[]) => void; reject: (error: unknown) => void };
type Thread = { worker: Worker; pending: Map<number, Pending>; users: Set<number> };

/** The process's one sending thread, started with the first send. */
let thread: Thread | undefined;
let nextRequest = 0;
let nextUser = 0;

/**
 * Lead deliveries sent from a worker thread of their own: the webhooks' HTTP requests and
 * signatures, the ADF emails and their SMTP sessions take none of the event loop's time, which
 * stays with answering requests. The delivery worker claims and marks on the event loop (or
 * SQLite's writing thread) and hands each batch here. The thread keeps the process alive only
 * while a batch is being sent, and stops once its last user closes.
 */
export function sendingThread(
  sites: readonly SiteDefinition[],
  settings: SendingSettings,
): LeadSending {
  const user = nextUser++;
  let registeredOn: Thread | undefined;
  return {
    send(site, jobs) {
      const current = started();
      if (registeredOn !== current) {
        // process.env is no plain object: its values are copied.
        post(current, {
          kind: "register",
          user,
          sites,
          settings: { ...settings, env: { ...settings.env } },
        });
        current.users.add(user);
        registeredOn = current;
      }
      return new Promise<SendOutcome[]>((resolve, reject) => {
        const id = nextRequest++;
        current.pending.set(id, { resolve, reject });
        current.worker.ref();
        post(current, { kind: "send", id, user, site, jobs });
      });
    },
    async close() {
      const current = registeredOn;
      registeredOn = undefined;
      if (!current || thread !== current) return;
      current.users.delete(user);
      post(current, { kind: "forget", user });
      if (current.users.size || current.pending.size) return;
      thread = undefined;
      await current.worker.terminate();
    },
  };
}

/** The same sends on the calling thread's event loop (see createDeliveryWorker for when). */
export function inProcessSending(
  sites: readonly SiteDefinition[],
  settings: SendingSettings,
): LeadSending {
  const bySlug = new Map(sites.map((site) => [site.slug, site]));
  return {
    async send(slug, jobs) {
      const site = bySlug.get(slug);
      if (!site) throw new Error(`No site ${slug} to send leads of`);
      return Promise.all(jobs.map((job) => sendJob(site, job, settings)));
    },
    close: async () => {},
  };
}

const post = (current: Thread, message: SendingRequest) => current.worker.postMessage(message);

/**
 * Starts the thread, if it is not running, and resolves once it has loaded what it sends with
 * (a second or two from the TypeScript sources): tests start it before their clocks run.
 */
export function sendingThreadReady(): Promise<void> {
  const current = started();
  return new Promise<void>((resolve, reject) => {
    const id = nextRequest++;
    current.pending.set(id, { resolve: () => resolve(), reject });
    current.worker.ref();
    post(current, { kind: "ready", id });
  });
}

function started(): Thread {
  if (thread) return thread;
  const worker = startWorkerThread(import.meta.url, {
    built: "../cli/lead-sending-worker.js",
    source: "./sending-worker.ts",
  });
  const pending = new Map<number, Pending>();
  const failAll = (error: unknown) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("message", (answer: SendingAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!pending.size) worker.unref();
    if ("error" in answer) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer.outcomes);
  });
  worker.on("error", failAll);
  worker.on("exit", (code) => {
    if (thread?.worker === worker) thread = undefined;
    failAll(new Error(`The lead sending thread stopped (exit code ${code})`));
  });
  worker.unref();
  thread = { worker, pending, users: new Set() };
  return thread;
}
