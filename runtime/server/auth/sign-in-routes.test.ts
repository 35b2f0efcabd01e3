import { beforeEach, expect, it } from "vitest";
import { describeEachBackend } from "../store/test-backends.ts";
import { host, sessionCookieOf, signInTestServer } from "./sign-in-test-server.ts";
import { useSignInTestServer } from "./use-sign-in-test-server.ts";

const invalidCode = "The verification code is invalid. Please try again.";
const tooMany = "Too many verification attempts. Please try again later.";

describeEachBackend("sign-in by phone code", (backend) => {
  const server = useSignInTestServer(backend);
  const { post, lastCode } = server;
  beforeEach(() => {
    server.printed.length = 0;
  });

  const get = (url: string, cookie = "", onHost = host) =>
    server.app.inject({ method: "GET", url, headers: { host: onHost, cookie } });
  const signIn = async (phone = "0412 345 678", headers: Record<string, string> = {}) => {
    expect((await post("/api/sign-in/send-code", { phone_number: phone })).statusCode).toBe(200);
    return post("/api/sign-in/verify", { phone_number: phone, code: lastCode() }, headers);
  };

  it("sends a code, signs the shopper in with it and keeps them signed in", async () => {
    const sent = await post("/api/sign-in/send-code", { phone_number: "+61 412 345 678" });
    expect(sent.json()).toEqual({ sent: true, resendAfterSeconds: 30 });
    expect(server.printed.at(-1)).toMatch(/^Sign-in code for 04 1234 5678 on Group Motors: \d{6} /);
    const verified = await post("/api/sign-in/verify", {
      phone_number: "0412345678",
      code: lastCode(),
      first_name: "Jo",
      email: "",
    });
    expect(verified.statusCode).toBe(200);
    const { user } = verified.json();
    expect(user).toEqual({ id: expect.any(String), phone: "0412345678" });
    const cookie = String(verified.headers["set-cookie"]);
    expect(cookie).toMatch(/^shopper_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const session = await get("/api/session", sessionCookieOf(verified.headers["set-cookie"]));
    expect(session.json()).toEqual({ user });
    expect(
      (await get("/test/shopper", sessionCookieOf(verified.headers["set-cookie"]))).json(),
    ).toEqual({ shopper: { userId: user.id, phone: "0412345678" } });
    expect(await server.store.verificationsOf("group")).toEqual([
      {
        website_slug: "group",
        dealership_slug: "group-toyota",
        user_id: user.id,
        verification_type: "sms",
      },
    ]);
    expect((await server.store.shopperByPhone("group", "0412345678"))?.first_name).toBe("Jo");
  });

  it("answers signed out without a cookie, with an unknown one and after sign-out", async () => {
    expect((await get("/api/session")).json()).toEqual({ user: null });
    expect((await get("/api/session", "shopper_session=forged")).json()).toEqual({ user: null });
    const cookie = sessionCookieOf((await signIn()).headers["set-cookie"]);
    const out = await post("/api/sign-out", {}, { cookie });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toMatch(/Max-Age=0/);
    expect((await get("/api/session", cookie)).json()).toEqual({ user: null });
  });

  it("never lets a session of one site sign anyone in on another", async () => {
    const cookie = sessionCookieOf((await signIn()).headers["set-cookie"]);
    expect((await get("/api/session", cookie, "other.localhost")).json()).toEqual({ user: null });
    expect((await get("/test/shopper", cookie, "other.localhost")).json()).toEqual({
      shopper: null,
    });
    const contact = await get(
      "/api/check-if-contact-exists?phone_number=0412345678",
      "",
      "other.localhost",
    );
    expect(contact.json()).toEqual({ data: { exists: false }, error: null });
  });

  it("rotates the session at sign-in: the earlier cookie signs nobody in", async () => {
    const first = sessionCookieOf((await signIn()).headers["set-cookie"]);
    await server.store.db
      .updateTable("one_time_codes")
      .set({ sent_at: "2000-01-01T00:00:00.000Z" })
      .execute();
    const second = sessionCookieOf(
      (await signIn("0412345678", { cookie: first })).headers["set-cookie"],
    );
    expect(second).not.toBe(first);
    expect((await get("/api/session", first)).json()).toEqual({ user: null });
    expect((await get("/api/session", second)).json().user.phone).toBe("0412345678");
  });

  it("marks the cookie Secure when the site is served over HTTPS", async () => {
    const secure = await signInTestServer(server.store, {}, { trustProxy: true });
    const headers = { host, origin: `https://${host}`, "x-forwarded-proto": "https" };
    await secure.app.inject({
      method: "POST",
      url: "/api/sign-in/send-code",
      payload: { phone_number: "0412345678" },
      headers,
    });
    const verified = await secure.app.inject({
      method: "POST",
      url: "/api/sign-in/verify",
      payload: { phone_number: "0412345678", code: secure.lastCode() },
      headers,
    });
    await secure.app.close();
    expect(verified.statusCode).toBe(200);
    expect(String(verified.headers["set-cookie"])).toMatch(/; Secure/);
  });

  it("refuses a wrong code, and the right one after five wrong checks", async () => {
    await post("/api/sign-in/send-code", { phone_number: "0412345678" });
    const code = lastCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let check = 0; check < 5; check++) {
      const answer = await post("/api/sign-in/verify", { phone_number: "0412345678", code: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: invalidCode });
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    const right = await post("/api/sign-in/verify", { phone_number: "0412345678", code });
    expect(right.json()).toEqual({ error: invalidCode });
  });

  it("refuses an expired code and a code used once already", async () => {
    await post("/api/sign-in/send-code", { phone_number: "0412345678" });
    const code = lastCode();
    await server.store.db
      .updateTable("one_time_codes")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect(
      (await post("/api/sign-in/verify", { phone_number: "0412345678", code })).json(),
    ).toEqual({ error: invalidCode });

    await server.store.db.deleteFrom("one_time_codes").execute();
    const used = await signIn("0422222222");
    expect(used.statusCode).toBe(200);
    const again = await post("/api/sign-in/verify", {
      phone_number: "0422222222",
      code: lastCode(),
    });
    expect(again.json()).toEqual({ error: invalidCode });
  });

  it("sends no new code within 30 seconds of the last", async () => {
    await post("/api/sign-in/send-code", { phone_number: "0412345678" });
    const again = await post("/api/sign-in/send-code", { phone_number: "0412345678" });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: tooMany, resendAfterSeconds: expect.any(Number) });
    expect(server.printed).toHaveLength(1);
  });

  it("names each field a request gets wrong", async () => {
    const answer = await post("/api/sign-in/verify", { phone_number: "12", code: "12a" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().problems).toEqual([
      {
        path: "phone_number",
        message: "Enter an Australian mobile number, for example 0412 345 678",
      },
      { path: "code", message: "Code must be 6 digits." },
    ]);
    const noCode = await post("/api/sign-in/verify", { phone_number: "0412345678" });
    expect(noCode.json().problems).toEqual([
      { path: "code", message: "This is a required field." },
    ]);
  });

  it("refuses sign-in requests sent from another site's page", async () => {
    for (const headers of [{ origin: "https://evil.example" }, { origin: "null" }]) {
      const answer = await post("/api/sign-in/send-code", { phone_number: "0412345678" }, headers);
      expect(answer.statusCode).toBe(403);
    }
    const referred = await server.app.inject({
      method: "POST",
      url: "/api/sign-out",
      headers: { host, referer: "https://evil.example/page" },
    });
    expect(referred.statusCode).toBe(403);
    expect(server.printed).toEqual([]);
  });

  it("answers whether a phone belongs to a shopper of the site", async () => {
    const url = "/api/check-if-contact-exists?phone_number=0412%20345%20678";
    expect((await get(url)).json()).toEqual({ data: { exists: false }, error: null });
    await signIn();
    expect((await get(url)).json()).toEqual({ data: { exists: true }, error: null });
    expect((await get("/api/check-if-contact-exists?phone_number=x")).statusCode).toBe(400);
  });
});
