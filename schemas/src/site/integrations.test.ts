import { describe, expect, it } from "vitest";
import { integrations } from "./integrations.ts";

describe("integrations", () => {
  it("search the embedded engine by default", () => {
    expect(integrations.parse({}).search.backend).toBe("embedded");
  });

  it("read the lead email server from SMTP_HOST, SMTP_PORT, SMTP_USER and SMTP_PASSWORD by default", () => {
    expect(integrations.parse({}).leads.mail).toEqual({
      hostEnv: "SMTP_HOST",
      portEnv: "SMTP_PORT",
      userEnv: "SMTP_USER",
      passwordEnv: "SMTP_PASSWORD",
    });
    const named = integrations.safeParse({ leads: { mail: { passwordEnv: "hunter2!" } } });
    expect(named.error?.issues[0]?.path).toEqual(["leads", "mail", "passwordEnv"]);
  });
});
