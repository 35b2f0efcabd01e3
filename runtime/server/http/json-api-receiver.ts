import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { z } from "zod";

type ReceivedCall = { path: string; headers: IncomingHttpHeaders; body: unknown };

/** One call a receiver takes: what the storefront must send, and what it answers. */
type ReceiverRoute<T> = {
  request: z.ZodType<T>;
  answer: (body: T, origin: string) => { status: number; body: unknown };
};

/** A route of any request shape, for the receiver's table of routes. */
// biome-ignore lint/suspicious/noExplicitAny: each route checks its own shape before answering.
type AnyRoute = ReceiverRoute<any>;

/**
 * A real outside provider's JSON API on 127.0.0.1 (on `port`, else a free one) for tests: it
 * serves its `pages` to a browser, and refuses a call that is not a POST (405), lacks `Authorization: Bearer <key>` (401), is not
 * JSON (415, 400), goes nowhere (404) or whose body is not its route's `request` (400), and
 * answers the others as the route says.
 * `received` lists the calls it took, `refused` the ones it refused.
 */
export async function jsonApiReceiver(
  key: string,
  routes: Record<string, AnyRoute>,
  options: { port?: number; pages?: Record<string, string> } = {},
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
        // A browser also asks for /favicon.ico and the like: only the pages are served.
        const page = options.pages?.[path];
        if (!page) return void response.writeHead(404).end();
        return void response
          .writeHead(200, { "content-type": "text/html; charset=utf-8" })
          .end(page);
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
      const route = routes[path];
      if (!route) return refuse(404, `Nothing at ${path}`);
      const parsed = route.request.safeParse(body);
      if (!parsed.success) return refuse(400, parsed.error.message);
      received.push({ path, headers: request.headers, body });
      const answer = route.answer(parsed.data, origin);
      json(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
