import type { ServerOptions } from "./http/app.ts";
import { leadsPlugin } from "./leads/leads-plugin.ts";
import { registerMediaRoutes } from "./media/routes.ts";
import { searchPlugin } from "./search-plugin.ts";
import { type StudioOptions, studioPlugin } from "./studio/studio-plugin.ts";

type ServerPlugins = NonNullable<ServerOptions["plugins"]>;

/** The route plugins every served storefront has. */
export const serverPlugins: ServerPlugins = [
  searchPlugin(),
  (app) => registerMediaRoutes(app),
  leadsPlugin(),
];

/** What `npm run serve` mounts: the storefront's plugins and the studio at /studio. */
export const servePlugins = (studio: StudioOptions): ServerPlugins => [
  ...serverPlugins,
  studioPlugin(studio),
];
