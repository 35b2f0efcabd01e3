import type { SearchBackend } from "@storefront/schemas";
// The client's browser build, which pages run: Node resolves "algoliasearch/lite" to its own.
// @ts-expect-error: the build's file has no types of its own (they are the "./lite" entry's)
import { liteClient as browserBuild } from "algoliasearch/dist/lite/builds/browser.js";
import type { liteClient as LiteClientFactory } from "algoliasearch/lite";
import { describe, expect, it } from "vitest";
import {
  embeddedTimeouts,
  type SearchClientOptions,
  searchClientArguments,
} from "./create-search-client.ts";

const liteClient = browserBuild as typeof LiteClientFactory;

/** The storefront's client for `settings`, as a page makes it. */
const createSearchClient = (settings: SearchBackend, origin: string, given: SearchClientOptions) =>
  liteClient(...searchClientArguments(settings, origin, given));

type SentRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  data: string | undefined;
};

/** A requester that records what the client sends and answers like a search server would. */
function recordingRequester(sent: SentRequest[]): SearchClientOptions["requester"] {
  return {
    async send(request) {
      const data = typeof request.data === "string" ? request.data : undefined;
      sent.push({ url: request.url, method: request.method, headers: request.headers, data });
      const body = JSON.parse(data ?? "{}") as { requests: { indexName: string }[] };
      const results = body.requests.map((entry) => ({
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: 20,
        processingTimeMS: 1,
        query: "",
        params: "",
        index: entry.indexName,
        exhaustiveNbHits: true,
      }));
      return { status: 200, content: JSON.stringify({ results }), isTimedOut: false };
    },
  };
}

/**
 * A requester whose server answers after `answerAfter` ms, timing out as the browser's requester
 * does when that is past the wait the client allows it.
 */
function slowRequester(
  answerAfter: number,
  allowed: { connect: number; read: number }[],
): SearchClientOptions["requester"] {
  const answering = recordingRequester([]);
  return {
    async send(request) {
      allowed.push({ connect: request.connectTimeout, read: request.responseTimeout });
      if (answerAfter > request.connectTimeout) {
        return { status: 0, content: "Connection timeout", isTimedOut: true };
      }
      return answering!.send(request);
    },
  };
}

const replicas = [
  {
    name: "cars_price_asc",
    label: "Price (Low to High)",
    attribute: "price",
    order: "asc" as const,
  },
];
const embedded: SearchBackend = {
  backend: "embedded",
  index: "cars",
  primaryLabel: "Featured",
  replicas,
};
const algolia = {
  backend: "algolia",
  appId: "LATENCY123",
  searchApiKey: "0123456789abcdef0123456789abcdef",
  index: "cars",
  primaryLabel: "Featured",
  replicas,
} satisfies SearchBackend;
const query = { requests: [{ indexName: "cars", query: "ranger", hitsPerPage: 21 }] };

describe("createSearchClient", () => {
  it("talks to Algolia's hosts with the app id and the search-only key", async () => {
    const settings = algolia;
    const sent: SentRequest[] = [];
    const client = createSearchClient(settings, "https://dealer.example", {
      requester: recordingRequester(sent),
    });
    const response = await client.search(query);

    expect(response.results).toHaveLength(1);
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]!.url);
    expect(url.origin).toBe("https://latency123-dsn.algolia.net");
    expect(url.pathname).toBe("/1/indexes/*/queries");
    const headers = Object.fromEntries(
      Object.entries(sent[0]!.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    // The browser build sends them in the query string (no preflight), Node's as headers.
    const credential = (name: string) => headers[name] ?? url.searchParams.get(name);
    expect(credential("x-algolia-application-id")).toBe(settings.appId);
    expect(credential("x-algolia-api-key")).toBe(settings.searchApiKey);
    expect(sent[0]!.method).toBe("POST");
    expect(JSON.parse(sent[0]!.data!)).toEqual(query);
  });

  it("talks to the page's own origin for the embedded engine, port included", async () => {
    const settings = embedded;
    const sent: SentRequest[] = [];
    const client = createSearchClient(settings, "http://127.0.0.1:4310", {
      requester: recordingRequester(sent),
    });
    await client.search(query);
    const secure = createSearchClient(settings, "https://shop.example.com.au", {
      requester: recordingRequester(sent),
    });
    await secure.search(query);

    expect(sent.map((request) => new URL(request.url).origin)).toEqual([
      "http://127.0.0.1:4310",
      "https://shop.example.com.au",
    ]);
    expect(new URL(sent[0]!.url).pathname).toBe("/1/indexes/*/queries");
    expect(JSON.parse(sent[1]!.data!)).toEqual(query);
  });

  it("sends a search at once, and asks the server again when the same search is made again", async () => {
    const settings = embedded;
    const sent: SentRequest[] = [];
    const client = createSearchClient(settings, "http://127.0.0.1:4310", {
      requester: recordingRequester(sent),
    });
    // A task queued before the search runs only after the work the search's own task started.
    const sentBeforeNextTask = new Promise<number>((resolve) =>
      setTimeout(() => resolve(sent.length), 0),
    );
    const first = client.search(query);
    expect(await sentBeforeNextTask).toBe(1);
    await first;
    await client.search(query);
    expect(sent).toHaveLength(2);
  });

  it("waits 10 s for the built-in engine, so a slow answer shows results, not an error", async () => {
    const settings = embedded;
    const allowed: { connect: number; read: number }[] = [];
    const slow = createSearchClient(settings, "https://shop.example.com.au", {
      requester: slowRequester(6_000, allowed),
    });
    expect((await slow.search(query)).results).toHaveLength(1);
    expect(allowed).toEqual([{ connect: embeddedTimeouts.connect, read: embeddedTimeouts.read }]);
    expect(embeddedTimeouts.read).toBe(10_000);

    // Past that, the search fails (the results then say so and offer 'Try again').
    const silent = createSearchClient(settings, "https://shop.example.com.au", {
      requester: slowRequester(11_000, []),
    });
    await expect(silent.search(query)).rejects.toThrow(/Unreachable hosts/);
  });

  it("keeps the Algolia client's own timeouts for Algolia", async () => {
    const settings = algolia;
    const allowed: { connect: number; read: number }[] = [];
    const client = createSearchClient(settings, "https://dealer.example", {
      requester: slowRequester(0, allowed),
    });
    await client.search(query);
    const defaults: { connect: number; read: number }[] = [];
    await liteClient(settings.appId, settings.searchApiKey, {
      requester: slowRequester(0, defaults),
    }).search(query);
    expect(allowed).toEqual(defaults);
    expect(defaults[0]!.read).toBeLessThan(embeddedTimeouts.read);
  });
});
