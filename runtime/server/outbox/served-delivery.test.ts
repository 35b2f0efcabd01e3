import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { formLead } from "../leads/lead-test-server.ts";
import { serverPlugins } from "../plugins.ts";
import { startServer } from "../start-server.ts";
import { writeServedSiteFiles } from "./served-site-files.ts";
import { webhookReceiver } from "./test-receivers.ts";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
const dir = mkdtempSync(join(tmpdir(), "served-delivery-"));
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  receiver = await webhookReceiver(secret);
  const files = writeServedSiteFiles(dir, {
    slug: "group",
    name: "Group Motors",
    webhookUrl: receiver.url,
    secretEnv: "CRM_SECRET",
    cars: 3,
    seed: "delivery",
  });
  server = await startServer({
    ...files,
    data: join(dir, "data"),
    port: 0,
    host: "127.0.0.1",
    plugins: serverPlugins,
    rateLimits: false,
    log: false,
    serverRender: false,
    // Only the lead's own wake-up can deliver it within the test: the next look is a minute away.
    leadDelivery: { env: { CRM_SECRET: secret }, allowHttpToLoopback: true, pollMs: 60_000 },
  });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

it("delivers a lead posted to the running server to its webhook at once, and counts it", async () => {
  const response = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(formLead()),
  });
  expect(response.status).toBe(201);
  const { lead_id } = await response.json();
  await vi.waitFor(() => expect(receiver.accepted).toHaveLength(1), { timeout: 10_000 });
  expect(receiver.accepted[0]?.body).toMatchObject({ data: { lead_id, site: "group" } });
  // Counted once the store has it delivered, just after the receiver answered.
  await vi.waitFor(
    async () =>
      expect((await server.app.inject("/metrics")).body).toContain(
        'storefront_lead_delivery_attempts_total{kind="webhook",outcome="delivered"} 1',
      ),
    { timeout: 10_000 },
  );
});
