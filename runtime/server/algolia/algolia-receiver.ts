import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeAlgolia } from "./fake-algolia.ts";

const flat = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(", ") : String(value),
    ]),
  );

/**
 * An HTTP server on 127.0.0.1 speaking Algolia's API for tests of the commands that push to it
 * (ALGOLIA_API_URL points them here): each request is answered by `fakeAlgolia`, which checks the
 * application id and admin key headers, the endpoint and the JSON body, and keeps the indices.
 * The receiver stands for the application's own hosts.
 */
export async function algoliaReceiver(appId: string, adminKey: string) {
  const algolia = fakeAlgolia(appId, adminKey);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const answer = await algolia.requester.send({
        url: `https://${appId.toLowerCase()}.algolia.net${request.url ?? "/"}`,
        method: request.method ?? "GET",
        headers: flat(request.headers),
        data: chunks.length ? Buffer.concat(chunks).toString("utf8") : undefined,
      });
      response.writeHead(answer.status, { "content-type": "application/json" }).end(answer.content);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...algolia,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
