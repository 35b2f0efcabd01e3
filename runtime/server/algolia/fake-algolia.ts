import type { IndexSettings } from "algoliasearch";

type Sent = {
  url: string;
  method: string;
  headers: Record<string, string>;
  data?: string | Uint8Array | undefined;
};
type Index = { settings: IndexSettings; records: Map<string, Record<string, unknown>> };
type FakeAlgoliaCall = { method: string; path: string; body: unknown };

/**
 * An Algolia application held in memory, for tests: a requester for the algoliasearch client
 * that checks every request (the application's hosts, its id and the admin key in the headers,
 * a known endpoint, a JSON body where one is due) and answers as Algolia would. Calls it cannot
 * answer are kept in `refused` and fail with 400, so a test sees them; a wrong application id or
 * key gets Algolia's 403.
 */
export function fakeAlgolia(appId: string, adminKey: string) {
  const indices = new Map<string, Index>();
  const calls: FakeAlgoliaCall[] = [];
  const refused: string[] = [];
  let task = 0;
  const indexOf = (name: string) => {
    let index = indices.get(name);
    if (!index) {
      index = { settings: {}, records: new Map() };
      indices.set(name, index);
    }
    return index;
  };
  const answer = (sent: Sent): { status: number; body: unknown } => {
    const data = sent.data instanceof Uint8Array ? new TextDecoder().decode(sent.data) : sent.data;
    const request = { ...sent, data };
    const url = new URL(request.url);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    if (
      headers["x-algolia-application-id"] !== appId ||
      headers["x-algolia-api-key"] !== adminKey
    ) {
      refused.push(`${request.method} ${url.pathname}: application id or key`);
      return { status: 403, body: { message: "Invalid Application-ID or API key", status: 403 } };
    }
    const problem =
      (!url.hostname.startsWith(appId.toLowerCase()) && `host ${url.hostname}`) ||
      (request.data !== undefined && !isJson(request.data) && "body not JSON");
    if (problem) return refuse(`${request.method} ${url.pathname}: ${problem}`);
    const body = request.data === undefined ? undefined : JSON.parse(request.data);
    const path = decodeURIComponent(url.pathname);
    calls.push({ method: request.method, path, body });
    const published = { taskID: ++task, updatedAt: new Date().toISOString() };
    let match = /^\/1\/indexes\/([^/]+)\/settings$/.exec(path);
    if (match && request.method === "PUT") {
      indexOf(match[1]!).settings = body as IndexSettings;
      return { status: 200, body: published };
    }
    match = /^\/1\/indexes\/([^/]+)\/task\/\d+$/.exec(path);
    if (match && request.method === "GET") return { status: 200, body: { status: "published" } };
    match = /^\/1\/indexes\/([^/]+)\/operation$/.exec(path);
    if (match && request.method === "POST") {
      const source = indexOf(match[1]!);
      const { operation, destination, scope } = body as {
        operation: string;
        destination: string;
        scope?: string[];
      };
      // As Algolia documents: replicas are not copied, nothing is copied onto an index with
      // replicas, and an index with replicas cannot be moved (its destination keeps its own).
      if (operation === "copy" && indices.get(destination)?.settings.replicas?.length)
        return refuse(`copy to ${destination}, which has replicas`);
      if (operation === "move" && source.settings.replicas?.length)
        return refuse(`move of ${match[1]}, which has replicas`);
      if (operation === "copy" && scope?.includes("settings")) {
        const { replicas: _kept, ...settings } = source.settings;
        indexOf(destination).settings = settings;
      } else if (operation === "move") {
        const replicas = indices.get(destination)?.settings.replicas;
        indices.set(destination, {
          records: source.records,
          settings: { ...source.settings, ...(replicas ? { replicas } : {}) },
        });
        indices.delete(match[1]!);
      } else return refuse(`operation ${operation}`);
      return { status: 200, body: published };
    }
    match = /^\/1\/indexes\/([^/]+)\/batch$/.exec(path);
    if (match && request.method === "POST") {
      const index = indexOf(match[1]!);
      const objectIDs: string[] = [];
      for (const entry of (
        body as { requests: { action: string; body: Record<string, unknown> }[] }
      ).requests) {
        const objectID = String(entry.body.objectID);
        if (entry.action === "addObject" || entry.action === "updateObject")
          index.records.set(objectID, entry.body);
        else if (entry.action === "deleteObject") index.records.delete(objectID);
        else return refuse(`batch action ${entry.action}`);
        objectIDs.push(objectID);
      }
      return { status: 200, body: { ...published, objectIDs } };
    }
    match = /^\/1\/indexes\/([^/]+)$/.exec(path);
    if (match && request.method === "DELETE") {
      indices.delete(match[1]!);
      return { status: 200, body: { taskID: ++task, deletedAt: new Date().toISOString() } };
    }
    return refuse(`${request.method} ${path}: no such endpoint`);
  };
  const refuse = (why: string) => {
    refused.push(why);
    return { status: 400, body: { message: why, status: 400 } };
  };
  return {
    indices,
    calls,
    refused,
    requester: {
      async send(request: Sent) {
        const { status, body } = answer(request);
        return { status, content: JSON.stringify(body), isTimedOut: false };
      },
    },
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
