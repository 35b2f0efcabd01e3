import type { ServerOptions } from "./http/app.ts";
import { registerMediaRoutes } from "./media/routes.ts";
import { searchPlugin } from "./search-plugin.ts";

/** The route plugins every served storefront has. */
export const serverPlugins: NonNullable<ServerOptions["plugins"]> = [
  searchPlugin,
  (app) => registerMediaRoutes(app),
];
