import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { SearchSource } from "../../http/metrics.ts";
import { pathOf } from "../../http/server-log.ts";
import { AnswerCache } from "../caches/answer-cache.ts";
import type { SearchEngine } from "../engine.ts";
import { answerEncoding, type EncodedAnswer, encodeAnswer } from "./answer-encoding.ts";
import { SearchError } from "./errors.ts";
import { facetValuesSearch, multiSearch, singleSearch } from "./protocol-handlers.ts";
import { ResponseJson } from "./response-json.ts";

export interface SearchRoutesOptions {
  /** The engine answering a request (for example the engine of the site the host names). */
  engineFor(request: FastifyRequest): SearchEngine | Promise<SearchEngine>;
  /** Largest accepted body in bytes, after decompression (default 256 KiB). */
  bodyLimit?: number;
  /** Bytes of answers kept per engine to answer repeated requests (default 64 MiB; 0 turns it off). */
  responseCacheBytes?: number;
  /** Largest answer in bytes before compression (default 16 MiB); larger ones are refused. */
  answerByteLimit?: number;
  /** Runs first on every search request (a per-client rate limit). */
  onRequest?: onRequestHookHandler;
  /** Told of every answered search: from the answer cache or the engine, and its seconds. */
  onAnswer?: (source: SearchSource, seconds: number) => void;
}

/**
 * Serves Algolia's search endpoints used by `algoliasearch/lite`, so the browser can point the
 * same client at this server. Registered in its own encapsulated scope: the body parsing and
 * error format below apply to these routes only.
 */
export function registerSearchRoutes(app: FastifyInstance, options: SearchRoutesOptions): void {
  app.register(searchRoutes, options);
}

type IndexParams = { indexName: string };
type FacetParams = { indexName: string; facetName: string };

async function searchRoutes(app: FastifyInstance, options: SearchRoutesOptions) {
  const bodyLimit = options.bodyLimit ?? 256 * 1024;
  // The answers are compressed here, once per cached answer (see `answer`).
  const routeOptions = { bodyLimit, compress: false as const };
  const json = new ResponseJson();
  const answerByteLimit = options.answerByteLimit ?? defaultAnswerByteLimit;
  const cacheBytes = options.responseCacheBytes ?? 64 * 1024 * 1024;
  /** Per engine: an inventory reload brings a new engine, and so a new cache. */
  const caches = new WeakMap<SearchEngine, AnswerCache>();
  const send = (reply: FastifyReply, answer: EncodedAnswer) => {
    reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
    if (answer.encoding !== "identity") reply.header("content-encoding", answer.encoding);
    return reply.send(answer.bytes);
  };
  /**
   * The engine's answer to the request, in the encoding the client accepts, from the engine's
   * cache when it was asked before (a repeated request is answered before its JSON is even
   * parsed, and compressed only when it is searched).
   */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    search: (engine: SearchEngine, body: unknown) => unknown,
  ) => {
    const started = performance.now();
    const answered = (source: SearchSource) =>
      options.onAnswer?.(source, (performance.now() - started) / 1000);
    const engine = await options.engineFor(request);
    let cache = caches.get(engine);
    if (!cache) {
      cache = new AnswerCache(cacheBytes);
      caches.set(engine, cache);
    }
    const text = typeof request.body === "string" ? request.body : "";
    const encoding = answerEncoding(request.headers["accept-encoding"]);
    const variant = `${encoding} ${request.url}`;
    const known = cache.get(text, variant);
    if (known) {
      answered("cache");
      return send(reply, known);
    }
    const encoded = encodeAnswer(
      json.encode(search(engine, parseBody(text)), answerByteLimit),
      encoding,
    );
    cache.offer(text, variant, encoded);
    answered("engine");
    return send(reply, encoded);
  };

  // Algolia clients send JSON as text/plain (or form-encoded) to avoid CORS preflights:
  // every body of these routes is JSON, whatever its content type says. It stays text until
  // `answer` needs it parsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit }, (_request, body, done) =>
    done(null, String(body).trim()),
  );
  // A gzip body is inflated by the server's compression plugin, within `bodyLimit`.
  if (options.onRequest) app.addHook("onRequest", options.onRequest);
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof SearchError) return answerError(reply, error.status, error.message);
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return answerError(reply, status, error.message);
    }
    request.log.error({ err: error, path: pathOf(request.url) }, "search request failed");
    return reply
      .code(500)
      .type("application/json; charset=utf-8")
      .send({ message: "Internal server error", status: 500, requestId: request.id });
  });

  app.post<{ Params: IndexParams }>(
    "/1/indexes/:indexName/queries",
    routeOptions,
    async (request, reply) => {
      if (request.params.indexName !== "*") throw new SearchError(404, "Not found");
      return answer(request, reply, multiSearch);
    },
  );
  app.post<{ Params: IndexParams }>(
    "/1/indexes/:indexName/query",
    routeOptions,
    async (request, reply) =>
      answer(request, reply, (engine, body) =>
        singleSearch(engine, request.params.indexName, body),
      ),
  );
  app.post<{ Params: FacetParams }>(
    "/1/indexes/:indexName/facets/:facetName/query",
    routeOptions,
    async (request, reply) => {
      const { indexName, facetName } = request.params;
      return answer(request, reply, (engine, body) =>
        facetValuesSearch(engine, indexName, facetName, body),
      );
    },
  );
}

/** 1,000 full vehicle records are about 5 MB of JSON; an answer three times that is no page. */
const defaultAnswerByteLimit = 16 * 1024 * 1024;

function parseBody(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new SearchError(400, "Invalid JSON in request body");
  }
}

function answerError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type("application/json; charset=utf-8").send({ message, status });
}
