import { type LookupAddress, lookup } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

export type FetchLimits = {
  timeoutMs: number;
  maxBytes: number;
  /** Lets photos come from this machine (tests, a local photo host); never other private ranges. */
  allowLoopback: boolean;
};

/** Why a photo could not be had; the route answers the placeholder for any of these. */
export class PhotoUnavailable extends Error {}

const maxRedirects = 3;

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/**
 * Addresses no public photo host has: private, link-local, shared, multicast, reserved. (The IPv4
 * rules also cover IPv4-mapped IPv6 addresses such as ::ffff:10.0.0.1.)
 */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv6");

export function reachableAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address) === 6 ? "ipv6" : "ipv4";
  if (allowLoopback && loopback.check(address, family)) return true;
  return !privateRanges.check(address, family);
}

/**
 * Resolves as Node does, but refuses a host with any private address: checked at connect time,
 * so a name that changes its answer between checks (DNS rebinding) gains nothing.
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, "", 4);
      const refused = found.find((entry) => !reachableAddress(entry.address, allowLoopback));
      if (refused || found.length === 0)
        return callback(new PhotoUnavailable(`${hostname} resolves to a private address`), "", 4);
      if (options.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, found);
      const first = found[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * Downloads a photo over http(s) within the limits: the whole download within `timeoutMs`, no
 * more than `maxBytes`, redirects only to the same host. Throws PhotoUnavailable otherwise.
 */
export async function fetchPhoto(
  address: string,
  limits: FetchLimits,
): Promise<{ bytes: Buffer; contentType: string }> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const response = await get(url, limits, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      const next = new URL(location, url);
      if (next.host !== url.host || !/^https?:$/.test(next.protocol))
        throw new PhotoUnavailable(`${url.href} redirects to another host (${next.host})`);
      url = next;
      continue;
    }
    if (status !== 200) {
      response.destroy();
      throw new PhotoUnavailable(`${url.href} answered ${status}`);
    }
    return {
      bytes: await readBody(response, url.href, limits),
      contentType: String(response.headers["content-type"] ?? ""),
    };
  }
  throw new PhotoUnavailable(`${address} redirects more than ${maxRedirects} times`);
}

function get(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new PhotoUnavailable(`Photos are fetched over http(s) only, not ${url.protocol}`);
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  // A literal address is connected to without a lookup, so it is checked here.
  if (isIP(literal) && !reachableAddress(literal, limits.allowLoopback))
    throw new PhotoUnavailable(`${url.host} is a private address`);
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: "GET",
      headers: { accept: "image/*", "user-agent": "storefront-photos" },
      lookup: guardedLookup(limits.allowLoopback),
      signal,
    });
    outgoing.on("response", resolve);
    outgoing.on("error", (error) => reject(unavailable(error, url.href, limits)));
    outgoing.end();
  });
}

function readBody(response: IncomingMessage, href: string, limits: FetchLimits): Promise<Buffer> {
  const { maxBytes } = limits;
  const tooBig = () => new PhotoUnavailable(`${href} is larger than ${maxBytes} bytes`);
  if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
    response.destroy();
    return Promise.reject(tooBig());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(tooBig());
      } else chunks.push(chunk);
    });
    response.on("end", () => resolve(Buffer.concat(chunks)));
    response.on("error", (error) => reject(unavailable(error, href, limits)));
    response.on("aborted", () => reject(new PhotoUnavailable(`${href} was cut off`)));
  });
}

function unavailable(error: Error, href: string, limits: FetchLimits): PhotoUnavailable {
  if (error instanceof PhotoUnavailable) return error;
  if (error.name === "AbortError" || error.name === "TimeoutError")
    return new PhotoUnavailable(`${href} took longer than ${limits.timeoutMs} ms`);
  return new PhotoUnavailable(`${href}: ${error.message}`);
}
