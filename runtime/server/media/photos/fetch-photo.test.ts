import { describe, expect, it } from "vitest";
import { fetchPhoto, PhotoUnavailable, reachableAddress } from "./fetch-photo.ts";

const limits = { timeoutMs: 1000, maxBytes: 1024, allowLoopback: false };

describe("the photo fetcher's address guard", () => {
  it.each([
    "10.1.2.3",
    "172.20.0.1",
    "192.168.1.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "127.0.0.1",
    "::1",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
  ])("refuses the private address %s", (address) => {
    expect(reachableAddress(address, false)).toBe(false);
  });

  it("reaches public addresses, and this machine only when loopback is allowed", () => {
    expect(reachableAddress("203.0.113.10", false)).toBe(true);
    expect(reachableAddress("2606:4700::1111", false)).toBe(true);
    expect(reachableAddress("127.0.0.1", true)).toBe(true);
    expect(reachableAddress("::1", true)).toBe(true);
    expect(reachableAddress("10.0.0.1", true)).toBe(false);
  });

  it.each([
    ["http://169.254.169.254/latest/meta-data/", "169.254.169.254 is a private address"],
    ["http://[::1]:9/a.jpg", "[::1]:9 is a private address"],
    ["http://localhost:9/a.jpg", "localhost resolves to a private address"],
    ["ftp://photos.example.net/a.jpg", "Photos are fetched over http(s) only, not ftp:"],
  ])("connects to nothing for %s", async (url, reason) => {
    const attempt = fetchPhoto(url, limits);
    await expect(attempt).rejects.toBeInstanceOf(PhotoUnavailable);
    await expect(attempt).rejects.toThrow(reason);
  });
});
