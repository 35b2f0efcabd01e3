import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { serverPlugins } from "../plugins.ts";
import { startServer } from "../start-server.ts";
import { openStore } from "../store/open-store.ts";
import { describeEachBackend, testDatabase } from "../store/test-backends.ts";
import { formLead } from "./lead-test-server.ts";

/** The served server over real HTTP: a lead it answered for is in the store once it stopped. */
describeEachBackend("a lead sent to the running server", (backend) => {
  // Starts and stops a real server (and a database) over HTTP: give a busy machine time.
  it("is in the store after the server stops", async () => {
    const dir = mkdtempSync(join(tmpdir(), "served-leads-"));
    const clientDir = join(dir, "client");
    mkdirSync(clientDir);
    writeFileSync(join(clientDir, "index.html"), "<html><head></head><body></body></html>");
    writeFileSync(
      join(dir, "site.json"),
      JSON.stringify({ version: 1, slug: "solo", name: "Solo Cars", template: "used-car-dealer" }),
    );
    writeFileSync(join(dir, "inventory.json"), "[]");
    const database = await testDatabase(backend);
    const server = await startServer({
      site: join(dir, "site.json"),
      inventory: join(dir, "inventory.json"),
      data: database.location.dataDir,
      databaseUrl: database.location.databaseUrl,
      port: 0,
      host: "127.0.0.1",
      clientDir,
      plugins: serverPlugins,
      log: false,
    });
    const answer = await fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": "served-1" },
      body: JSON.stringify(formLead()),
    });
    expect(answer.status).toBe(201);
    const { lead_id } = (await answer.json()) as { lead_id: string };
    await server.close();

    const store = await openStore(database.location);
    expect(await store.findLead("solo", lead_id)).toMatchObject({
      name: "Jo",
      email: "jo@example.com",
    });
    await store.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});
