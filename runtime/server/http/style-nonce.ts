import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** Lets the page's own <style> elements (scroll locks) pass the Content-Security-Policy. */
    styleNonce: string;
  }
}

/** A fresh nonce for every request that reads one (pages; not the search or media routes). */
export function registerStyleNonce(app: FastifyInstance): void {
  const nonces = new WeakMap<FastifyRequest, string>();
  app.decorateRequest("styleNonce", {
    getter(this: FastifyRequest) {
      let nonce = nonces.get(this);
      if (nonce === undefined) {
        nonce = randomBytes(16).toString("base64");
        nonces.set(this, nonce);
      }
      return nonce;
    },
  });
}

/** Puts the nonce where the browser app reads it (design-system's applyStyleNonce). */
export function withStyleNonce(html: string, nonce: string): string {
  return html.replace("</head>", `<meta name="csp-nonce" content="${nonce}" />\n</head>`);
}
