import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverPlugins } from "../plugins.ts";
import { testServer } from "./test-server.ts";

type LogLine = Record<string, unknown> & { level: number; msg: string; reqId?: string };
const lines: LogLine[] = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({
    log: { stream },
    renderPage: async () => {
      throw new Error("renderer broke");
    },
    plugins: [
      ...serverPlugins,
      (server) => {
        server.get("/api/broken", async () => {
          throw new Error("database unreachable");
        });
      },
    ],
  });
});
afterAll(() => app.close());

const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

describe("the server's log", () => {
  it("logs a failure as a JSON line whose request id the answer carries", async () => {
    const response = await app.inject("/api/broken");
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers["x-request-id"]);
    expect(response.json()).toEqual({
      message: `The server failed; its log says why (request ${requestId})`,
      status: 500,
      requestId,
    });
    const [line] = linesOf(requestId);
    expect(line).toMatchObject({ level: 50, msg: "request failed", path: "/api/broken" });
    expect(JSON.stringify(line)).toContain("database unreachable");
  });

  it("logs a page that fell back from server rendering, naming the request", async () => {
    const response = await app.inject("/about-us");
    expect(response.statusCode).toBe(200);
    const requestId = String(response.headers["x-request-id"]);
    expect(linesOf(requestId)[0]).toMatchObject({
      level: 50,
      msg: "server render failed; sending the page to render in the browser",
    });
  });

  it("logs refused requests by path only, never their query or body", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/1/indexes/*/queries?phone=0412345678",
      payload: '{"requests": [{"indexName": "cars", "query": "0412 345 678", "nope": 1}]}',
      headers: { "content-type": "text/plain" },
    });
    expect(response.statusCode).toBe(400);
    const logged = linesOf(String(response.headers["x-request-id"]));
    expect(logged).toEqual([
      expect.objectContaining({
        level: 30,
        msg: "request refused",
        method: "POST",
        path: "/1/indexes/*/queries",
        status: 400,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/0412/);
  });

  it("gives every request an id of its own, whatever the client sends", async () => {
    const first = await app.inject({ url: "/healthz", headers: { "x-request-id": "forged" } });
    const second = await app.inject("/healthz");
    expect(first.headers["x-request-id"]).not.toBe("forged");
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });
});
