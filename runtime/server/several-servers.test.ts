import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateInventory } from "../../tools/inventory-generator/generate.ts";
import { formLead } from "./leads/lead-test-server.ts";
import { writeServedSiteFiles } from "./outbox/served-site-files.ts";
import { webhookReceiver } from "./outbox/test-receivers.ts";
import { openStore } from "./store/open-store.ts";
import { testDatabase } from "./store/test-backends.ts";

const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
const serverScript = fileURLToPath(new URL("./outbox/crash-test-server.ts", import.meta.url));
const secret = `whsec_${randomBytes(32).toString("base64")}`;

type Child = { child: ChildProcess; url: string; output: () => string };

/** A storefront in a process of its own; resolves once it listens. */
function startChild(settings: object): Promise<Child> {
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
      if (url) resolve({ child, url, output: () => output });
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      reject(new Error(`the server exited with ${code} before listening`)),
    );
  });
}

/** A balancer in front of the servers: each request goes to the next one in turn. */
function roundRobin(upstreams: string[]) {
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? "/", upstreams[turn++ % upstreams.length]);
    const forward = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      }),
    ),
  );
}

const postgres = Boolean(process.env.TEST_DATABASE_URL) || Boolean(process.env.CI);

describe.skipIf(!postgres)(
  "two servers on one PostgreSQL behind a balancer",
  { timeout: 120_000 },
  () => {
    let database: Awaited<ReturnType<typeof testDatabase>>;
    let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
    let files: ReturnType<typeof writeServedSiteFiles>;
    let servers: Child[] = [];
    let balancer: { url: string; close: () => void };
    const dir = mkdtempSync(join(tmpdir(), "several-servers-"));

    beforeAll(async () => {
      database = await testDatabase("postgres");
      receiver = await webhookReceiver(secret);
      files = writeServedSiteFiles(dir, {
        slug: "group",
        name: "Group Motors",
        webhookUrl: receiver.url,
        secretEnv: "CRM_SECRET",
        cars: 3,
        seed: "several",
      });
      const settings = { ...files, watch: true, databaseUrl: database.location.databaseUrl };
      // Each server has its own data folder; they share only the database and the stock file.
      servers = await Promise.all(
        ["a", "b"].map((name) => startChild({ ...settings, data: join(dir, name) })),
      );
      balancer = await roundRobin(servers.map((server) => server.url));
      // Two servers compiling their TypeScript at once take a while on a busy machine.
    }, 90_000);
    afterAll(async () => {
      balancer?.close();
      for (const { child } of servers) child.kill("SIGKILL");
      await receiver?.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    const call = (path: string, body?: object, cookie = "") =>
      fetch(`${balancer.url}${path}`, {
        method: body ? "POST" : "GET",
        headers: { "content-type": "application/json", cookie, "idempotency-key": randomUUID() },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    it("keeps a shopper signed in on one server signed in on the other", async () => {
      const phone = "0412345678";
      expect((await call("/api/sign-in/send-code", { phone_number: phone })).status).toBe(200);
      const code = /Sign-in code for 04 1234 5678 on Group Motors: (\d{6})/.exec(
        servers.map((server) => server.output()).join("\n"),
      )?.[1];
      // The code was made by the first server; the second checks it.
      const verified = await call("/api/sign-in/verify", { phone_number: phone, code });
      expect(verified.status).toBe(200);
      const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      for (let turn = 0; turn < 2; turn++)
        expect(
          ((await (await call("/api/session", undefined, cookie)).json()) as { user: unknown })
            .user,
        ).toMatchObject({ phone: expect.any(String) });
    });

    it("delivers each lead posted to either server exactly once", async () => {
      const ids: string[] = [];
      for (let index = 0; index < 10; index++) {
        const answer = await call("/api/leads", formLead({ message: `Lead ${index}` }));
        expect(answer.status).toBe(201);
        ids.push(((await answer.json()) as { lead_id: string }).lead_id);
      }
      const store = await openStore(database.location);
      try {
        await vi.waitFor(
          async () => {
            const waiting = await store.db
              .selectFrom("lead_deliveries")
              .select("id")
              .where("status", "!=", "delivered")
              .execute();
            expect(waiting).toEqual([]);
          },
          { timeout: 30_000, interval: 100 },
        );
        const delivered = receiver.accepted.map(
          (hook) => (hook.body as { data: { lead_id: string } }).data.lead_id,
        );
        expect(delivered.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
        const attempts = await store.db.selectFrom("lead_deliveries").select("attempts").execute();
        expect(attempts.every((row) => row.attempts === 1)).toBe(true);
      } finally {
        await store.close();
      }
    });

    it("brings a new stock file to both servers", async () => {
      const stock = JSON.parse(readFileSync(files.inventory, "utf8")) as unknown[];
      const more = generateInventory({ count: 2, seed: "more", now: new Date() });
      writeFileSync(`${files.inventory}.tmp`, JSON.stringify([...stock, ...more]));
      renameSync(`${files.inventory}.tmp`, files.inventory);
      for (const server of servers)
        await vi.waitFor(
          async () =>
            expect(
              ((await (await fetch(`${server.url}/healthz`)).json()) as { vehicles: number })
                .vehicles,
            ).toBe(5),
          { timeout: 30_000, interval: 100 },
        );
    });
  },
);
