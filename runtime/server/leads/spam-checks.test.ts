import { leadPayload } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { spamProblem } from "./spam-checks.ts";

const now = Date.parse("2026-11-25T01:00:00Z");
const lead = (fields: Record<string, unknown>) =>
  leadPayload.parse({ name: "Jo", email: "jo@example.com", ...fields });

describe("the spam checks", () => {
  it("let a person through, and a lead from a system that sends no form times", () => {
    expect(spamProblem(lead({ form_opened_at: now - 20_000 }), now)).toBeUndefined();
    expect(spamProblem(lead({ extra_notes: "" }), now)).toBeUndefined();
    expect(spamProblem(lead({}), now)).toBeUndefined();
  });

  it("never take a browser whose clock runs ahead of the server's for a robot", () => {
    expect(spamProblem(lead({ form_opened_at: now + 60_000 }), now)).toBeUndefined();
    const opened = now + 60_000;
    expect(
      spamProblem(lead({ form_opened_at: opened, form_sent_at: opened + 20_000 }), now),
    ).toBeUndefined();
  });

  it("refuse a filled hidden field, a form sent within the minimum time, and times backwards", () => {
    expect(spamProblem(lead({ extra_notes: "buy now" }), now)?.path).toBe("extra_notes");
    expect(spamProblem(lead({ form_opened_at: now - 2999 }), now)?.path).toBe("form_opened_at");
    expect(spamProblem(lead({ form_opened_at: now - 3000 }), now)).toBeUndefined();
    expect(spamProblem(lead({ form_opened_at: now - 9000 }), now, 10_000)?.path).toBe(
      "form_opened_at",
    );
    expect(
      spamProblem(lead({ form_opened_at: now - 10_000, form_sent_at: now - 20_000 }), now)?.path,
    ).toBe("form_sent_at");
  });
});
