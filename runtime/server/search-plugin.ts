import type { FastifyInstance } from "fastify";
import type { ServerContext } from "./http/app.ts";
import { registerSearchRoutes } from "./search/index.ts";

/** The embedded search engine on the server's own origin, speaking the hosted engine's protocol. */
export function searchPlugin(app: FastifyInstance, context: ServerContext): void {
  registerSearchRoutes(app, {
    engineFor: (request) => context.engines.engineFor(context.siteFor(request)),
  });
}
