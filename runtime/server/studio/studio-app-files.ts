import { readFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { withStyleNonce } from "../http/style-nonce.ts";

const notBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Studio not built</title></head>
<body>
<h1>The studio is not built yet</h1>
<p>Build it with <code>npm run build</code> and reload this page (<code>npm start</code> builds it for you).</p>
</body>
</html>
`;

/**
 * The studio's single-page app from its Vite build (base /studio/): hashed assets cached for
 * good, and the app's index.html for every other GET under /studio/ so its router can take the
 * path. Files are read per request, so a rebuild shows without a restart.
 */
export async function registerStudioAppFiles(
  studio: FastifyInstance,
  appDir: string,
): Promise<void> {
  const root = resolve(appDir);
  const assets = join(root, "assets") + sep;
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await readFile(join(root, "index.html"), "utf8").catch(() => undefined);
    return reply
      .code(html === undefined ? 503 : 200)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(html === undefined ? notBuiltPage : withStyleNonce(html, request.styleNonce));
  };

  await studio.register(fastifyStatic, {
    root,
    decorateReply: false,
    index: false,
    setHeaders: (reply, path) => {
      reply.header(
        "cache-control",
        path.startsWith(assets)
          ? "public, max-age=31536000, immutable"
          : path.endsWith("index.html")
            ? "no-cache"
            : "public, max-age=3600",
      );
    },
  });
  studio.get("/", { prefixTrailingSlash: "slash" }, sendApp);
  studio.get("/", { prefixTrailingSlash: "no-slash" }, (request, reply) =>
    reply.redirect(request.url.replace(/^\/studio/, "/studio/"), 308),
  );
  studio.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isPage = request.method === "GET" || request.method === "HEAD";
    if (isPage && !path.startsWith("/studio/assets/") && !path.startsWith("/studio/api/"))
      return sendApp(request, reply);
    return reply.code(404).send({ message: `Nothing at ${request.method} ${path}`, status: 404 });
  });
}
