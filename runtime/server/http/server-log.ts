import { randomUUID } from "node:crypto";
import { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";

/** Where the server's log lines go: a stream (default standard output) and a level. */
export type LogOptions = {
  level?: string;
  stream?: { write(line: string): void };
};

/**
 * Fastify's own logger writing JSON lines. Request bodies and query strings are never logged,
 * so no shopper's personal details (lead forms, sign-in phone numbers) reach the log; the
 * headers that carry secrets are redacted should a request ever be logged whole.
 */
export function loggerOptions(
  log: LogOptions | false | undefined,
): Pick<FastifyServerOptions, "logger" | "genReqId" | "requestIdHeader" | "logController"> {
  return {
    logger: log
      ? {
          level: log.level ?? "info",
          ...(log.stream ? { stream: log.stream } : {}),
          redact: ["req.headers.authorization", "req.headers.cookie", "req.headers['x-api-key']"],
        }
      : false,
    // Ids of our own: a client-sent id could be made to collide with another request's.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // One line per request would drown the errors at search rates; refusals and failures are
    // logged below and by the error handlers.
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** The path of a request without its query string, which may carry what a shopper typed. */
export const pathOf = (url: string) => url.split("?")[0] ?? "/";

/**
 * Every answer names its request (`x-request-id`), so a shopper's or marketer's report of a
 * failure leads to its log line; every refused request (4xx) is logged at info, and failures
 * (5xx) are logged with their error where they are handled.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // Callback hooks: an async one costs every request a promise and a turn of the microtasks.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    if (reply.statusCode >= 400 && reply.statusCode < 500)
      request.log.info(
        { method: request.method, path: pathOf(request.url), status: reply.statusCode },
        "request refused",
      );
    done();
  });
}
