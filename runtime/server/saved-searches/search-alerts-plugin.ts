import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../http/app.ts";
import { createSearchAlerts, type SearchAlertOptions } from "./search-alerts.ts";
import { unsubscribeTokens } from "./unsubscribe-token.ts";

export type SearchAlertPluginOptions = SearchAlertOptions & {
  /** How often alerts waiting for another attempt are looked for. */
  pollMs?: number;
};

/**
 * Sends saved-search alerts while the server runs: each time new stock is served (once the
 * engines answer from it) the saved searches are matched and their alerts sent; alerts that
 * failed are tried again on the outbox's schedule. On close it finishes the run in progress.
 */
export function searchAlertsPlugin(options: SearchAlertPluginOptions = {}) {
  return async (app: FastifyInstance, context: ServerContext): Promise<void> => {
    const log = app.log.child({ component: "saved-search-alerts" });
    const alerts = createSearchAlerts(
      {
        store: context.store,
        sites: context.sites,
        engines: context.engines,
        tokens: await unsubscribeTokens(context.store),
        log,
      },
      options,
    );
    let closing = false;
    let running: Promise<unknown> = Promise.resolve();
    /** One run at a time, in the order asked for. */
    const enqueue = (task: () => Promise<unknown>) => {
      if (closing) return;
      running = running.then(task).catch((error) => log.error({ err: error }, "alerts failed"));
    };
    context.stock.onReplace(() =>
      enqueue(async () => {
        await context.engines.settled();
        if ((await alerts.check()) > 0) await alerts.sendDue();
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      timer = setInterval(() => enqueue(alerts.sendDue), options.pollMs ?? 5000);
      timer.unref();
      enqueue(alerts.sendDue);
    });
    app.addHook("preClose", async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  };
}
