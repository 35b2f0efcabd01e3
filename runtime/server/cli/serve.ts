import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { defaultRateLimits } from "../http/rate-limits.ts";
import { servePlugins } from "../plugins.ts";
import { StartupError, startServer } from "../start-server.ts";
import { runCli } from "./run-cli.ts";

const usage = `Usage: npm run serve -- --site <definition.json or folder> --inventory <inventory.json>
                         [--data <folder>] [--port <n>] [--host <address>] [--default-site <slug>] [--no-watch]
                         [--studio-token <token>]   (or STUDIO_TOKEN; opens /studio to other hosts)
                         [--studio-host <name>]...   (with a token: a public host name of the studio)
                         [--exports <folder>]        (where the studio exports sites; default exports/)
                         [--trust-proxy <addresses>] (proxies whose X-Forwarded-* headers count: loopback, 10.0.0.0/8...)
                         [--search-rate-limit <n>] [--api-rate-limit <n>]  (a minute per client; 0 for none)`;

const fromRoot = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const shortestStudioToken = 16;

runCli(async (args) => {
  let values: ReturnType<typeof parse>["values"];
  try {
    values = parse(args).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (!values.site || !values.inventory) {
    console.error(`Both --site and --inventory are needed.\n${usage}`);
    return 2;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a whole number from 0 to 65535, not "${values.port}"`);
    return 2;
  }
  const rateLimits = {
    searchPerMinute: Number(values["search-rate-limit"]),
    apiPerMinute: Number(values["api-rate-limit"]),
  };
  for (const [option, limit] of [
    ["--search-rate-limit", rateLimits.searchPerMinute],
    ["--api-rate-limit", rateLimits.apiPerMinute],
  ] as const) {
    if (!Number.isInteger(limit) || limit < 0) {
      console.error(`${option} must be a whole number of requests a minute (0 for no limit)`);
      return 2;
    }
  }
  const studioToken = values["studio-token"] || process.env.STUDIO_TOKEN || undefined;
  if (studioToken !== undefined && studioToken.length < shortestStudioToken) {
    console.error(
      `The studio token must be at least ${shortestStudioToken} characters (try: openssl rand -hex 24)`,
    );
    return 2;
  }
  try {
    const server = await startServer({
      site: values.site,
      inventory: values.inventory,
      data: values.data,
      port,
      host: values.host,
      defaultSite: values["default-site"],
      clientDir:
        process.env.STOREFRONT_CLIENT_DIR ?? fileURLToPath(new URL("../../dist", import.meta.url)),
      watch: !values["no-watch"],
      trustProxy: trustedProxies(values["trust-proxy"]),
      rateLimits,
      plugins: servePlugins({
        appDir: fromRoot("studio/dist"),
        templatesDir: fromRoot("templates"),
        exportsDir: values.exports ?? fromRoot("exports"),
        token: studioToken,
        hosts: values["studio-host"] ?? [],
      }),
    });
    console.log(`Storefront: ${server.url}/`);
    console.log(
      `Studio:     ${server.url}/studio/ ${studioToken ? "(any host, with the access token)" : "(this machine only)"}`,
    );
    console.log(`Health:     ${server.url}/healthz`);
    const stop = async (signal: string) => {
      console.log(`${signal} received, closing`);
      await server.close();
      process.exit(0);
    };
    process.once("SIGTERM", () => void stop("SIGTERM"));
    process.once("SIGINT", () => void stop("SIGINT"));
    return undefined;
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(error.message);
      return 1;
    }
    if (
      (error as NodeJS.ErrnoException).code === "ENOENT" &&
      String((error as Error).message).includes("index.html")
    ) {
      console.error(
        "The browser app is not built yet: run npm run build (npm start builds it for you).",
      );
      return 1;
    }
    throw error;
  }
});

/** `--trust-proxy true` trusts any proxy; otherwise a comma-separated list of addresses. */
function trustedProxies(value: string | undefined): boolean | string[] | undefined {
  if (value === undefined) return undefined;
  if (value === "true") return true;
  return value.split(",").map((address) => address.trim());
}

function parse(args: string[]) {
  return parseArgs({
    args,
    strict: true,
    options: {
      site: { type: "string" },
      inventory: { type: "string" },
      data: { type: "string", default: "data" },
      port: { type: "string", default: "3000" },
      host: { type: "string", default: "0.0.0.0" },
      "default-site": { type: "string" },
      "no-watch": { type: "boolean", default: false },
      exports: { type: "string" },
      "studio-token": { type: "string" },
      "studio-host": { type: "string", multiple: true },
      "trust-proxy": { type: "string" },
      "search-rate-limit": { type: "string", default: String(defaultRateLimits.searchPerMinute) },
      "api-rate-limit": { type: "string", default: String(defaultRateLimits.apiPerMinute) },
    },
  });
}
