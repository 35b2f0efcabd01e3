import { join } from "node:path";
import type { ServerOptions } from "../http/app.ts";
import { bearerTokenRequired, loopbackOnly } from "./access/access.ts";
import { studioHostsOnly } from "./access/host-check.ts";
import { registerStudioApi } from "./api/api-routes.ts";
import { DraftStore } from "./draft-store.ts";
import { registerLeadsApi } from "./leads/leads-api.ts";
import { registerReservationsApi } from "./leads/reservations-api.ts";
import { registerStudioAppFiles } from "./studio-app-files.ts";

export type StudioOptions = {
  /** The studio's Vite build: index.html and assets/. */
  appDir: string;
  /** Starter definitions, `*.json`. */
  templatesDir: string;
  /** Where exports are written, as `<slug>/site.json`. */
  exportsDir: string;
  /** With a token the studio answers any client, and every API call must send the token. */
  token?: string | undefined;
  /**
   * Host names the studio answers at besides this machine's own, with a token only (the
   * sites' domains are always among them).
   */
  hosts?: readonly string[];
};

/**
 * The studio at /studio on the storefront's server: its app, and its API under /studio/api with
 * drafts kept in `<data>/studio/drafts`. Loopback clients only, unless a token is set; always
 * only at this machine's host names or the configured ones.
 */
export function studioPlugin(
  options: StudioOptions,
): NonNullable<ServerOptions["plugins"]>[number] {
  const { templatesDir, exportsDir } = options;
  return async (app, context) => {
    const drafts = new DraftStore(join(context.dataDir, "studio", "drafts"));
    await app.register(
      async (studio) => {
        if (!options.token) studio.addHook("onRequest", loopbackOnly);
        const publicHosts = options.token
          ? [...(options.hosts ?? []), ...context.sites.flatMap((site) => site.domains)]
          : [];
        studio.addHook("onRequest", studioHostsOnly(publicHosts));
        await registerStudioAppFiles(studio, options.appDir);
        await studio.register(
          async (api) => {
            if (options.token) api.addHook("onRequest", bearerTokenRequired(options.token));
            registerStudioApi(api, { templatesDir, exportsDir, drafts });
            registerLeadsApi(api, { sites: context.sites, store: context.store });
            registerReservationsApi(api, context);
          },
          { prefix: "/api" },
        );
      },
      { prefix: "/studio" },
    );
  };
}
