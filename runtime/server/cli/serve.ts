import { fileURLToPath } from "node:url";
import { adminKeyVariable } from "../algolia/site-indices.ts";
import { defaultSignInLimits } from "../auth/sign-in-limits.ts";
import { doublingRetryDelays } from "../outbox/retry-schedule.ts";
import { servePlugins } from "../plugins.ts";
import { StartupError, startServer } from "../start-server.ts";
import { runCli } from "./run-cli.ts";
import { readServeOptions, serveUsage } from "./serve-options.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

runCli(async (args) => {
  const read = readServeOptions(args, process.env);
  if (!read.ok) {
    console.error(`${read.message}\n${serveUsage}`);
    return 2;
  }
  const { options } = read;
  try {
    const server = await startServer({
      site: options.site,
      inventory: options.inventory,
      data: options.data,
      port: options.port,
      host: options.host,
      defaultSite: options.defaultSite,
      clientDir:
        process.env.STOREFRONT_CLIENT_DIR ?? fileURLToPath(new URL("../../dist", import.meta.url)),
      watch: options.watch,
      trustProxy: options.trustProxy,
      rateLimits: options.rateLimits,
      databaseUrl: options.databaseUrl,
      publicOperations: options.publicOperations,
      drainSeconds: options.drainSeconds,
      maxDropShare: options.maxDropShare,
      feedFetch: options.feedFetch,
      algolia: process.env[adminKeyVariable]
        ? { adminKey: process.env[adminKeyVariable] as string }
        : undefined,
      leadDelivery: {
        allowHttpToLoopback: options.allowHttpWebhooksToLoopback,
        retryDelaysMs: doublingRetryDelays(options.leadRetrySeconds * 1000),
      },
      searchAlerts: {
        intervalMs: options.savedSearchAlertSeconds * 1000,
        retryDelaysMs: doublingRetryDelays(options.leadRetrySeconds * 1000),
      },
      plugins: servePlugins(
        {
          appDir: fromRoot("studio/dist"),
          templatesDir: fromRoot("templates"),
          exportsDir: options.exports ?? fromRoot("exports"),
          token: options.studioToken,
          hosts: options.studioHosts,
        },
        {
          revealCodes: options.revealSignInCodes,
          limits: {
            ...defaultSignInLimits,
            codesPerAddressPerHour: options.signInCodesPerAddress,
          },
        },
        options.photos,
      ),
    });
    console.log(`Storefront: ${server.url}/`);
    console.log(
      `Studio:     ${server.url}/studio/ ${options.studioToken ? "(any host, with the access token)" : "(this machine only)"}`,
    );
    console.log(`Health:     ${server.url}/healthz`);
    console.log(
      `Ready:      ${server.url}/readyz, metrics: ${server.url}/metrics ${options.publicOperations ? "(any client)" : "(this machine only)"}`,
    );
    const stop = async (signal: string) => {
      console.log(
        `${signal} received: draining for ${options.drainSeconds} s, then closing after the requests in flight`,
      );
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
