/**
 * The thread that sends lead deliveries (see sending-thread.ts): each batch's webhooks and
 * emails at once, answered with each one's outcome once all have ended.
 */
import { parentPort } from "node:worker_threads";
import type { SiteDefinition } from "@storefront/schemas";
import { sendJob } from "./send-job.ts";
import type { SendingSettings, SendJob, SendOutcome } from "./sending-thread.ts";

export type SendingRequest =
  /** A delivery worker's sites and settings, which its sends name by `user`. */
  | { kind: "register"; user: number; sites: readonly SiteDefinition[]; settings: SendingSettings }
  | { kind: "send"; id: number; user: number; site: string; jobs: SendJob[] }
  | { kind: "forget"; user: number }
  /** Answered once this module is loaded. */
  | { kind: "ready"; id: number };

export type SendingAnswer = { id: number; outcomes: SendOutcome[] } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error("sending-worker.ts runs as a worker thread (see sending-thread.ts)");

type User = { sites: Map<string, SiteDefinition>; settings: SendingSettings };
const users = new Map<number, User>();

port.on("message", async (request: SendingRequest) => {
  if (request.kind === "register") {
    users.set(request.user, {
      sites: new Map(request.sites.map((site) => [site.slug, site])),
      settings: request.settings,
    });
    return;
  }
  if (request.kind === "ready") {
    port.postMessage({ id: request.id, outcomes: [] } satisfies SendingAnswer);
    return;
  }
  if (request.kind === "forget") {
    users.delete(request.user);
    return;
  }
  const user = users.get(request.user);
  const site = user?.sites.get(request.site);
  if (!user || !site) {
    port.postMessage({ id: request.id, error: `No site ${request.site} to send leads of` });
    return;
  }
  const outcomes = await Promise.all(request.jobs.map((job) => sendJob(site, job, user.settings)));
  port.postMessage({ id: request.id, outcomes } satisfies SendingAnswer);
});
