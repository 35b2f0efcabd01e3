import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import {
  adjustmentAnswers,
  odometer,
  regoLookupRequest,
  type TradeInCar,
  tradeInCar,
} from "@storefront/schemas/trade-in";
import { z } from "zod";

type ReceivedCall = { path: string; headers: IncomingHttpHeaders; body: unknown };

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
export async function tradeInReceiver(key: string, options: ReceiverOptions = {}) {
  const received: ReceivedCall[] = [];
  const refused: { path: string; status: number }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const json = (status: number, body: unknown) =>
        response
          .writeHead(status, { "content-type": "application/json" })
          .end(JSON.stringify(body));
      const refuse = (status: number, error: string) => {
        refused.push({ path, status });
        json(status, { error });
      };
      if (request.method !== "POST") return refuse(405, "POST only");
      if (request.headers.authorization !== `Bearer ${key}`) return refuse(401, "Wrong key");
      if (request.headers["content-type"] !== "application/json") return refuse(415, "Send JSON");
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return refuse(400, "Not JSON");
      }
      const shape = path === "/lookup" ? regoLookupRequest : estimateRequest;
      if (path !== "/lookup" && path !== "/valuations") return refuse(404, `Nothing at ${path}`);
      const parsed = shape.safeParse(body);
      if (!parsed.success) return refuse(400, parsed.error.message);
      received.push({ path, headers: request.headers, body });
      if (path === "/valuations") return json(200, options.estimate ?? { low: null, high: null });
      const { rego, regoState } = regoLookupRequest.parse(body);
      const car = options.cars?.[`${rego}/${regoState}`];
      return car ? json(200, { found: true, car }) : json(404, { found: false });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
