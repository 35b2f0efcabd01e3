/**
 * Brute force against shopper sign-in, in process, on SQLite in a scratch folder, with the
 * default limits: wrong codes, an expired code, another site's code, resend storms and many
 * phones from one address. Prints each attack's figures; exits 1 if any attack signed in
 * without the code. Usage: `npm run bench:sign-in`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signInTestServer } from "../server/auth/sign-in-test-server.ts";
import { openStore } from "../server/store/open-store.ts";
import { runSignInAttacks } from "./sign-in-attack.ts";

const dataDir = mkdtempSync(join(tmpdir(), "sign-in-bench-"));
const store = await openStore({ dataDir });
const attacker = await signInTestServer(store);
const started = performance.now();
const figures = await runSignInAttacks({ ...attacker, store });
const seconds = (performance.now() - started) / 1000;
await attacker.app.close();
await store.close();
rmSync(dataDir, { recursive: true, force: true });

console.table(
  figures.map((row) => ({
    attack: row.attack,
    requests: row.requests,
    "codes sent": row.codesDelivered,
    "429 too many": row.refused429,
    "400 invalid code": row.refusedInvalid,
    "sign-ins without the code": row.signInsWithoutTheCode,
  })),
);
const won = figures.reduce((sum, row) => sum + row.signInsWithoutTheCode, 0);
const requests = figures.reduce((sum, row) => sum + row.requests, 0);
console.log(
  `${requests} requests in ${seconds.toFixed(1)} s; successful sign-ins without the code: ${won}`,
);
process.exit(won === 0 ? 0 : 1);
