import type { ServerOptions } from "./http/app.ts";

/** The route plugins every served storefront has. */
export const serverPlugins: NonNullable<ServerOptions["plugins"]> = [];
