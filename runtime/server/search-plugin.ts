import type { FastifyInstance } from "fastify";
import type { ServerContext } from "./http/app.ts";
import { registerSearchRoutes, type SearchRoutesOptions } from "./search/index.ts";

/**
 * The embedded search engine on the server's own origin, speaking the hosted engine's protocol,
 * limited per client. `options` tune the routes (the answer cache's size, the answer's limit).
 */
export function searchPlugin(
  options: Pick<SearchRoutesOptions, "responseCacheBytes" | "answerByteLimit"> = {},
) {
  return (app: FastifyInstance, context: ServerContext): void => {
    registerSearchRoutes(app, {
      ...options,
      onRequest: context.rateLimits.search,
      onAnswer: context.metrics.searchAnswered,
      engineFor: (request) => context.engines.engineFor(context.siteFor(request)),
    });
  };
}
