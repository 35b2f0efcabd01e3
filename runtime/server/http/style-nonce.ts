import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** Lets the page's own <style> elements (scroll locks) pass the Content-Security-Policy. */
    styleNonce: string;
  }
}

/** A fresh nonce for every request. */
export function registerStyleNonce(app: FastifyInstance): void {
  app.decorateRequest("styleNonce", "");
  app.addHook("onRequest", async (request) => {
    request.styleNonce = randomBytes(16).toString("base64");
  });
}

/** Puts the nonce where the browser app reads it (design-system's applyStyleNonce). */
export function withStyleNonce(html: string, nonce: string): string {
  return html.replace("</head>", `<meta name="csp-nonce" content="${nonce}" />\n</head>`);
}
