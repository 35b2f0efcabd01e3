import { beforeEach, expect, it } from "vitest";
import { describeEachBackend } from "../store/test-backends.ts";
import { useSignInTestServer } from "./use-sign-in-test-server.ts";

const tooMany = { error: "Too many verification attempts. Please try again later." };

describeEachBackend("sign-in limits", (backend) => {
  const server = useSignInTestServer(backend, {
    limits: { codesPerPhonePerHour: 2, codesPerAddressPerHour: 3 },
  });
  const { post } = server;
  beforeEach(() => {
    server.printed.length = 0;
  });
  const allowResend = () =>
    server.store.db
      .updateTable("one_time_codes")
      .set({ sent_at: "2000-01-01T00:00:00.000Z" })
      .execute();

  it("stops codes to one phone past its hourly limit, and says so on /api/rate-limit", async () => {
    expect((await post("/api/rate-limit", { phone: "0412345678" })).statusCode).toBe(200);
    for (let sent = 0; sent < 2; sent++) {
      expect(
        (await post("/api/sign-in/send-code", { phone_number: "0412345678" })).statusCode,
      ).toBe(200);
      await allowResend();
    }
    const refused = await post("/api/sign-in/send-code", { phone_number: "0412345678" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    const check = await post("/api/rate-limit", { phone: "0412 345 678" });
    expect(check.statusCode).toBe(429);
    expect(check.json()).toEqual(tooMany);
    expect(server.printed).toHaveLength(2);
  });

  it("stops codes to many phones from one address", async () => {
    const phones = ["0411111111", "0422222222", "0433333333", "0444444444"];
    const answers = [];
    for (const phone of phones)
      answers.push((await post("/api/sign-in/send-code", { phone_number: phone })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect((await post("/api/rate-limit", { phone: "0455555555" })).statusCode).toBe(429);
  });

  it("checks the phone /api/rate-limit is given", async () => {
    const answer = await post("/api/rate-limit", { phone: "not a phone" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().problems[0].path).toBe("phone");
  });
});
