import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../http/app.ts";
import { type LeadRouteOptions, registerLeadRoutes } from "./lead-routes.ts";
import { apiErrorHandler } from "./request-problems.ts";
import { registerTrackingRoutes } from "./tracking-routes.ts";

/** The lead API and the vehicle page's counters, with their own refusals. */
export function leadsPlugin(options: LeadRouteOptions = {}) {
  return async (app: FastifyInstance, context: ServerContext): Promise<void> => {
    await app.register(async (scoped) => {
      scoped.setErrorHandler(apiErrorHandler);
      registerLeadRoutes(scoped, context, options);
      registerTrackingRoutes(scoped, context);
    });
  };
}
