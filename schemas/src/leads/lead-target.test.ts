import { describe, expect, it } from "vitest";
import { leadTarget } from "./lead-target.ts";

const webhook = (url: string) =>
  leadTarget.safeParse({ kind: "webhook", url, secretEnv: "CRM_SECRET" });

describe("a lead destination", () => {
  it("posts webhooks over https, or plain http only to this machine", () => {
    expect(webhook("https://crm.example.com/leads").success).toBe(true);
    for (const local of ["http://localhost:8080/leads", "http://127.0.0.1/x", "http://[::1]:9000"])
      expect(webhook(local).success).toBe(true);
    for (const remote of [
      "http://crm.example.com/leads",
      "http://localhost.example.com/leads",
      "http://127.0.0.1@crm.example.com/leads",
    ])
      expect(webhook(remote).error?.issues[0]?.message).toBe(
        "Webhooks must use https (plain http only to localhost, 127.0.0.1 or [::1])",
      );
  });

  it("names the environment variable holding a secret, never the secret", () => {
    const result = leadTarget.safeParse({
      kind: "webhook",
      url: "https://crm.example.com/leads",
      secretEnv: "whsec_abc",
    });
    expect(result.error?.issues[0]?.path).toEqual(["secretEnv"]);
  });
});
