import {
  adjustmentAnswers,
  odometer,
  regoLookupRequest,
  type TradeInCar,
  tradeInCar,
} from "@storefront/schemas/leads/trade-in";
import { z } from "zod";
import { jsonApiReceiver } from "../http/json-api-receiver.ts";

const estimateRequest = z.strictObject({ car: tradeInCar, km: odometer, adjustmentAnswers });

type ReceiverOptions = {
  port?: number;
  /** The cars it knows, by `REGO/STATE` (`ABC123/NSW`). */
  cars?: Record<string, Omit<TradeInCar, "rego" | "regoState">>;
  /** What `/valuations` answers: a range, or null for no figure. */
  estimate?: { low: number; high: number; confidence: "low" | "medium" | "high" } | null;
};

/**
 * A real rego lookup and valuation service on 127.0.0.1 (on `port`, else a free one) for tests:
 * it refuses a call without `Authorization: Bearer <key>` (401) or whose JSON is not what the
 * storefront must send (400), and answers `POST /lookup` (404 for an unknown rego) and
 * `POST /valuations`. `received` lists the calls it took, `refused` the ones it refused.
 */
export function tradeInReceiver(key: string, options: ReceiverOptions = {}) {
  return jsonApiReceiver(
    key,
    {
      "/lookup": {
        request: regoLookupRequest,
        answer: ({ rego, regoState }) => {
          const car = options.cars?.[`${rego}/${regoState}`];
          return car
            ? { status: 200, body: { found: true, car } }
            : { status: 404, body: { found: false } };
        },
      },
      "/valuations": {
        request: estimateRequest,
        answer: () => ({ status: 200, body: options.estimate ?? { low: null, high: null } }),
      },
    },
    { ...(options.port ? { port: options.port } : {}) },
  );
}
