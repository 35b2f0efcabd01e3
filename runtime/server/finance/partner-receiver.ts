import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createCustomerRequest, financeQuoteRequest } from "@storefront/schemas/finance-enquiry";

type ReceivedCall = { path: string; headers: IncomingHttpHeaders; body: unknown };

/** The receiver's quote for a request: a repayment that follows the price and term. */
export const receiverQuote = (purchasePrice: number, loanTerm: number) => ({
  weeklyRepaymentAmount: Math.round((purchasePrice * 1.2 * 100) / (loanTerm * 52)) / 100,
  advertisedRate: 6.29,
  comparisonRate: 8.19,
});

/**
 * A real finance partner API on 127.0.0.1 (on `port`, else a free one) for tests: it refuses a
 * call without `Authorization: Bearer <key>` (401) or whose JSON is not the spec's payload
 * (400), answers `POST /quote` and `POST /customers` (a redirect to its own `/apply` page), and
 * serves that page; `refused` lists the calls it refused. `fail` makes it answer 500 to the named calls.
 */
export async function financePartnerReceiver(
  key: string,
  options: { port?: number; fail?: ("quote" | "customers")[] } = {},
) {
  const received: ReceivedCall[] = [];
  const refused: { path: string; status: number }[] = [];
  let origin = "";
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const json = (status: number, body: unknown) =>
        response
          .writeHead(status, { "content-type": "application/json" })
          .end(JSON.stringify(body));
      if (request.method === "GET") {
        // The browser also asks for /favicon.ico: only the application page is served.
        if (path !== "/apply") return void response.writeHead(404).end();
        response
          .writeHead(200, { "content-type": "text/html; charset=utf-8" })
          .end(
            '<!doctype html><html lang="en"><head><title>Apply to lender</title></head><body><main><h1>Your finance application</h1></main></body></html>',
          );
        return;
      }
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
      if (path === "/quote") {
        const parsed = financeQuoteRequest.safeParse(body);
        if (!parsed.success) return refuse(400, parsed.error.message);
        received.push({ path, headers: request.headers, body });
        if (options.fail?.includes("quote")) return json(500, { error: "Quoting is down" });
        return json(200, receiverQuote(parsed.data.purchasePrice, parsed.data.loanTerm));
      }
      if (path === "/customers") {
        if (!createCustomerRequest.safeParse(body).success) return refuse(400, "Bad customer");
        received.push({ path, headers: request.headers, body });
        if (options.fail?.includes("customers")) return json(500, { error: "Customers are down" });
        return json(201, { redirectUrl: `${origin}/apply?ref=${received.length}` });
      }
      refuse(404, `Nothing at ${path}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
