import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Answers compressed as the client asks (brotli first), and request bodies sent gzip- or
 * deflate-encoded inflated before their routes read them, within each route's body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
}
