import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { codeLength } from "@storefront/rules/shopper/sign-in";

/** A one-time code: `codeLength` digits from the system's cryptographic random source. */
export const newCode = () => String(randomInt(0, 10 ** codeLength)).padStart(codeLength, "0");

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

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

/** A session token for the cookie (256 random bits) and the hash the store keeps of it. */
export const newSessionToken = () => randomBytes(32).toString("base64url");
export const tokenHash = (token: string) => sha256(token);
