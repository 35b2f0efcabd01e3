import { describe, expect, it } from "vitest";
import { sendLead } from "./send-lead.ts";

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fetch that answers in turn and records each request. */
function fakeFetch(...answers: (Response | Error)[]) {
  const requests: { url: string; init: RequestInit }[] = [];
  const send = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error("no answer");
    return next;
  }) as unknown as typeof fetch;
  return { send, requests };
}

describe("sendLead", () => {
  it("posts the lead with its Idempotency-Key and reads the lead_id", async () => {
    const { send, requests } = fakeFetch(answer(201, { lead_id: "L1" }));
    await expect(sendLead({ name: "Jo" }, "key-1", send)).resolves.toEqual({
      status: "saved",
      leadId: "L1",
    });
    expect(requests[0]?.url).toBe("/api/leads");
    expect(new Headers(requests[0]?.init.headers).get("idempotency-key")).toBe("key-1");
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ name: "Jo" });
  });

  it("retries a lost answer with the same key", async () => {
    const { send, requests } = fakeFetch(
      new TypeError("offline"),
      answer(503, {}),
      answer(201, { lead_id: "L2" }),
    );
    await expect(sendLead({ name: "Jo" }, "key-2", send)).resolves.toEqual({
      status: "saved",
      leadId: "L2",
    });
    expect(
      requests.map((request) => new Headers(request.init.headers).get("idempotency-key")),
    ).toEqual(["key-2", "key-2", "key-2"]);
  });

  it("gives the server's message and field problems for a refused lead", async () => {
    const problems = [{ path: "email", message: "Enter a valid email address" }];
    const { send } = fakeFetch(
      answer(400, { message: "email: Enter a valid email address", problems }),
    );
    await expect(sendLead({ name: "Jo" }, "key-3", send)).resolves.toEqual({
      status: "refused",
      message: "email: Enter a valid email address",
      problems,
    });
  });

  it("says 'An unexpected error occured' when the server never answers a lead_id", async () => {
    const { send } = fakeFetch(
      new TypeError("offline"),
      new TypeError("offline"),
      new TypeError("offline"),
    );
    await expect(sendLead({ name: "Jo" }, "key-4", send)).resolves.toEqual({
      status: "refused",
      message: "An unexpected error occured",
      problems: [],
    });
    const ok = fakeFetch(answer(201, {}));
    await expect(sendLead({ name: "Jo" }, "key-5", ok.send)).resolves.toMatchObject({
      message: "An unexpected error occured",
    });
  });
});
