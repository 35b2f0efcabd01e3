import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it, vi } from "vitest";
import { formLead } from "../leads/lead-test-server.ts";
import { openStore } from "../store/open-store.ts";
import { describeEachBackend, testDatabase } from "../store/test-backends.ts";
import { writeServedSiteFiles } from "./served-site-files.ts";
import { webhookReceiver } from "./test-receivers.ts";

const repositoryRoot = fileURLToPath(new URL("../../..", import.meta.url));
const serverScript = fileURLToPath(new URL("./crash-test-server.ts", import.meta.url));
const secret = `whsec_${randomBytes(32).toString("base64")}`;
const leadCount = 150;
const concurrency = 25;
/** The server is killed once this many leads have their answer. */
const answersBeforeKill = 50;
/** About 20 s a store on a quiet machine; the bound is for one busy with other suites. */
const timeoutMs = 150_000;

type Sent = { key: string; body: string; leadId?: string | undefined };

/** The storefront in a process of its own on `settings`; resolves once it listens. */
function startChild(settings: object): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", serverScript, JSON.stringify(settings)],
      {
        cwd: repositoryRoot,
        env: { ...process.env, CRM_SECRET: secret },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^listening (\S+)$/m.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      reject(new Error(`the server exited with ${code} before listening`)),
    );
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

async function post(url: string, lead: Sent): Promise<{ status: number; leadId: string }> {
  const response = await fetch(`${url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": lead.key },
    body: lead.body,
  });
  const answer = (await response.json()) as { lead_id: string };
  return { status: response.status, leadId: answer.lead_id };
}

describeEachBackend("a server killed with SIGKILL while leads come in", (backend) => {
  it(
    "loses no answered lead, stores none twice, and delivers every one after the restart",
    async () => {
      const database = await testDatabase(backend);
      const receiver = await webhookReceiver(secret);
      const dir = mkdtempSync(join(tmpdir(), "lead-crash-"));
      const children: ChildProcess[] = [];
      try {
        const files = writeServedSiteFiles(dir, {
          slug: "group",
          name: "Group Motors",
          webhookUrl: receiver.url,
          secretEnv: "CRM_SECRET",
          cars: 3,
          seed: "crash",
        });
        const settings = {
          ...files,
          data: database.location.dataDir,
          databaseUrl: database.location.databaseUrl,
        };

        const first = await startChild(settings);
        children.push(first.child);
        const leads: Sent[] = Array.from({ length: leadCount }, (_, index) => ({
          key: randomUUID(),
          body: JSON.stringify(formLead({ message: `Crash test lead ${index}` })),
        }));
        const sent: Sent[] = [];
        let answered = 0;
        let killed = false;
        const sender = async () => {
          while (!killed && sent.length < leads.length) {
            const lead = leads[sent.length] as Sent;
            sent.push(lead);
            try {
              const { status, leadId } = await post(first.url, lead);
              expect(status).toBe(201);
              lead.leadId = leadId;
              if (++answered === answersBeforeKill) {
                killed = true;
                first.child.kill("SIGKILL");
              }
            } catch (error) {
              // Cut off by the kill: no answer, so the client will try again.
              if (!killed) throw error;
            }
          }
        };
        await Promise.all(Array.from({ length: concurrency }, sender));
        await exited(first.child);
        const unanswered = sent.filter((lead) => !lead.leadId);
        expect(killed).toBe(true);
        // Requests were in flight when the server died.
        expect(unanswered.length).toBeGreaterThan(0);
        const answeredBeforeKill = new Map(sent.map((lead) => [lead.key, lead.leadId]));

        const second = await startChild(settings);
        children.push(second.child);
        // The client tries again with the same key: one lead each, old (committed before the
        // kill) or new.
        for (const lead of unanswered) {
          const { status, leadId } = await post(second.url, lead);
          expect(status).toBe(201);
          lead.leadId = leadId;
        }
        for (const lead of sent) {
          const before = answeredBeforeKill.get(lead.key);
          if (before) expect(lead.leadId).toBe(before);
        }

        const store = await openStore(database.location);
        try {
          const stored = await store.db
            .selectFrom("leads")
            .select(["id", "payload"])
            .where("site_id", "=", "group")
            .execute();
          const answeredIds = sent.map((lead) => lead.leadId);
          expect(new Set(answeredIds).size).toBe(sent.length);
          expect(stored.map((row) => row.id).sort()).toEqual([...answeredIds].sort());
          const messages = stored.map(
            (row) => (JSON.parse(row.payload) as { message: string }).message,
          );
          expect(new Set(messages).size).toBe(sent.length);

          const storedIds = stored.map((row) => row.id);
          await vi.waitFor(
            async () => {
              const delivered = new Set(
                receiver.accepted.map(
                  (hook) => (hook.body as { data: { lead_id: string } }).data.lead_id,
                ),
              );
              expect(storedIds.filter((id) => !delivered.has(id))).toEqual([]);
              const pending = await store.db
                .selectFrom("lead_deliveries")
                .select("id")
                .where("site_id", "=", "group")
                .where("status", "!=", "delivered")
                .execute();
              expect(pending).toEqual([]);
            },
            { timeout: 30_000, interval: 250 },
          );
        } finally {
          await store.close();
        }
      } finally {
        for (const child of children) {
          child.kill("SIGKILL");
          await exited(child);
        }
        await receiver.close();
        await database.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    timeoutMs,
  );
});
