import { isIP } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { hostNameOf } from "../../sites/site-registry.ts";
import { isLoopbackAddress } from "./loopback.ts";

/** `localhost`, `*.localhost` and loopback addresses: names no outside DNS can point here. */
export function isLoopbackHostName(name: string): boolean {
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  return isIP(name) !== 0 && isLoopbackAddress(name);
}

const readOnly = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Against DNS rebinding: a web page whose own name has been pointed at this machine sends its
 * own name as Host, so the studio answers only requests that name this machine (or, with an
 * access token, the public host names it was given), and takes changes only from pages of
 * its own origin.
 */
export function studioHostsOnly(publicHosts: readonly string[]) {
  const allowed = new Set(publicHosts.map((host) => hostNameOf(host)));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const host = hostNameOf(request.headers.host);
    if (!isLoopbackHostName(host) && !allowed.has(host)) {
      const names = ["localhost", "127.0.0.1", ...allowed].join(", ");
      return reply.code(403).send({
        message: `The studio answers only at ${names}, not at "${host}"`,
      });
    }
    const origin = request.headers.origin;
    if (readOnly.has(request.method) || origin === undefined) return;
    if (originHost(origin) !== request.headers.host?.toLowerCase()) {
      return reply.code(403).send({
        message: `The studio takes changes only from its own pages, not from ${origin}`,
      });
    }
  };
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
