/**
 * The storefront server for the crash test (lead-crash.test.ts), in a process of its own so the
 * test can kill it: the served plugins and delivery worker on the data it is given, with the
 * delivery timings shortened so a killed attempt's claim lapses within the test.
 * Also the two servers of several-servers.test.ts (with `"watch": true`).
 * Usage: `node --import tsx crash-test-server.ts '{"site":…,"inventory":…,"data":…,"databaseUrl":…}'`;
 * prints `listening <url>` once it answers.
 */
import { serverPlugins } from "../plugins.ts";
import { startServer } from "../start-server.ts";
import { doublingRetryDelays } from "./retry-schedule.ts";

const settings = JSON.parse(process.argv[2] ?? "{}") as {
  site: string;
  inventory: string;
  data: string;
  clientDir: string;
  databaseUrl?: string;
};
const server = await startServer({
  ...settings,
  port: 0,
  host: "127.0.0.1",
  serverRender: false,
  plugins: serverPlugins,
  rateLimits: false,
  log: { level: "error" },
  leadDelivery: {
    allowHttpToLoopback: true,
    retryDelaysMs: doublingRetryDelays(250),
    pollMs: 200,
    httpTimeoutMs: 2000,
    claimMs: 4000,
  },
});
console.log(`listening ${server.url}`);
