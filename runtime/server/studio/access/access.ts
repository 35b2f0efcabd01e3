import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isLoopbackAddress } from "./loopback.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compares in constant time; hashing first hides the token's length as well. */
function tokensMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Without an access token the studio is for this machine only: the socket's address decides
 * (never X-Forwarded-For, which any client can write), and to anyone else the studio does not
 * exist, so they get the server's ordinary 404.
 */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (isLoopbackAddress(request.raw.socket.remoteAddress)) return;
  const path = request.url.split("?")[0] ?? "/";
  return reply.code(404).send({ message: `Nothing at ${request.method} ${path}`, status: 404 });
}

/** With an access token, every API call must carry it as `Authorization: Bearer <token>`. */
export function bearerTokenRequired(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
    if (given !== undefined && tokensMatch(given, token)) return;
    return reply
      .code(401)
      .header("www-authenticate", 'Bearer realm="studio"')
      .send({ message: "The studio needs its access token: send Authorization: Bearer <token>" });
  };
}
