import type { FastifyReply, FastifyRequest } from "fastify";

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return "null";
  }
};

/**
 * Refuses a state-changing request sent from another site's page: its Origin (or, without
 * one, its Referer) must be this site's own. Browsers send Origin with every cross-site POST,
 * so a request with neither header comes from no page and carries no shopper's cookie by force.
 */
export async function sameOriginOnly(request: FastifyRequest, reply: FastifyReply) {
  const own = `${request.protocol}://${request.host}`;
  const from = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (from === undefined || from === own) return;
  return reply.code(403).send({
    error: `Requests that change a sign-in come only from this site's pages (${own}), not ${from}`,
    status: 403,
  });
}
