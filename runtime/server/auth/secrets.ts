import { hash, randomBytes, randomFillSync, randomInt, timingSafeEqual } from "node:crypto";
import { codeLength } from "@storefront/rules/shopper/sign-in";

/** A one-time code: `codeLength` digits from the system's cryptographic random source. */
export const newCode = () => String(randomInt(0, 10 ** codeLength)).padStart(codeLength, "0");

// Node's one-shot hash: about half createHash's time on a short text (each lead sent signed out
// hashes its browser's token).
const sha256 = (text: string) => hash("sha256", text, "hex");

/** `salt:hash` of a code, salted so equal codes of two phones never share a hash. */
export function hashCode(code: string, salt = randomBytes(16).toString("hex")): string {
  return `${salt}:${sha256(`${salt}:${code}`)}`;
}

/** Compares in constant time, so the answer's timing says nothing of how close a guess was. */
export function codeMatches(stored: string, code: string): boolean {
  const [salt = "", hash = ""] = stored.split(":");
  const expected = Buffer.from(hash, "hex");
  const given = Buffer.from(hashCode(code, salt).split(":")[1] ?? "", "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Random bytes drawn from the system's cryptographic source a page at a time, each handed out
 * once: a call to the source for every token cost as much as the rest of a token's work at
 * lead intake rates (every lead sent signed out gets a sender token). Node's randomUUID does
 * the same.
 */
const randomPool = Buffer.alloc(4096);
let poolUsed = randomPool.length;

function pooledRandomBytes(size: number): Buffer {
  if (poolUsed + size > randomPool.length) {
    randomFillSync(randomPool);
    poolUsed = 0;
  }
  const bytes = Buffer.from(randomPool.subarray(poolUsed, poolUsed + size));
  // No copy of a token's bytes stays behind once it is handed out.
  randomPool.fill(0, poolUsed, poolUsed + size);
  poolUsed += size;
  return bytes;
}

/** A session token for the cookie (256 random bits) and the hash the store keeps of it. */
export const newSessionToken = () => pooledRandomBytes(32).toString("base64url");
export const tokenHash = (token: string) => sha256(token);
