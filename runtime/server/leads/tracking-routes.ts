import { leadCall, plainErrors, vehicleViewQuery } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServerContext } from "../http/app.ts";
import { fieldProblems, refuse } from "./request-problems.ts";

const carSlugParams = z.object({ slug: z.string().min(1).max(200) });

/**
 * The vehicle page's counters: `POST /api/lead-calls` records a phone reveal, and
 * `GET /api/cars/{slug}/view.json` counts a view and answers `{ views, car_fields }`. Both
 * count only cars the site sells.
 */
export function registerTrackingRoutes(app: FastifyInstance, context: ServerContext): void {
  const limited = { onRequest: context.rateLimits.api, bodyLimit: 4 * 1024 };

  app.post("/api/lead-calls", limited, async (request, reply) => {
    const parsed = leadCall.safeParse(request.body, { error: plainErrors });
    if (!parsed.success)
      return refuse(reply, 400, "The call was not recorded", fieldProblems(parsed.error));
    const site = context.siteFor(request);
    const call = parsed.data;
    if (!context.stock.catalogueFor(site).byId.has(call.car_id))
      return refuse(reply, 404, "The call was not recorded", [
        { path: "car_id", message: `This site sells no car with id ${call.car_id}` },
      ]);
    await context.store.recordLeadCall(site.slug, {
      carId: call.car_id,
      dealershipId: call.dealership_id,
      websiteId: call.website_id,
    });
    return reply.code(201).send({ recorded: true });
  });

  app.get("/api/cars/:slug/view.json", limited, async (request, reply) => {
    const params = carSlugParams.safeParse(request.params);
    const query = vehicleViewQuery.safeParse(request.query, { error: plainErrors });
    if (!query.success)
      return refuse(reply, 400, "The view was not counted", fieldProblems(query.error));
    const site = context.siteFor(request);
    const car = params.success
      ? context.stock.catalogueFor(site).bySlug.get(params.data.slug)
      : undefined;
    if (!car)
      return refuse(reply, 404, "The view was not counted", [
        { path: "slug", message: "This site sells no car with that slug" },
      ]);
    const counted = await context.store.countVehicleView(site.slug, car.slug);
    reply.header("cache-control", "no-store");
    return {
      // Views the stock feed brought with the car, plus those counted here.
      views: car.views + counted,
      car_fields: {
        photos_count: car.photos_count,
        updated_at: car.updated_at ?? null,
        status: car.status,
        price: car.price,
      },
    };
  });
}
