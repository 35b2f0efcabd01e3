import { isIPv4 } from "node:net";

/** 127.0.0.0/8 and ::1, also when an IPv4 address arrives IPv6-mapped (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
  if (isIPv4(ipv4)) return ipv4.startsWith("127.");
  return address === "::1" || address === "0:0:0:0:0:0:0:1";
}
