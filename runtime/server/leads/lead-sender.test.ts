import { expect, it } from "vitest";
import { host, sessionCookieOf } from "../auth/sign-in-test-server.ts";
import { useSignInTestServer } from "../auth/use-sign-in-test-server.ts";
import { describeEachBackend } from "../store/test-backends.ts";
import { formLead } from "./lead-test-server.ts";

const cookies = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? ""]).filter((one) =>
    one.startsWith("lead_sender="),
  );

describeEachBackend("leads sent signed out, then signing in by the mobile's code", (backend) => {
  const server = useSignInTestServer(backend);
  const { post, lastCode } = server;

  it("lists this browser's and that mobile's in the shopper's garage and forgets the browser's token", async () => {
    const first = await post("/api/leads", formLead());
    expect(first.statusCode).toBe(201);
    const [given] = cookies(first.headers["set-cookie"]);
    expect(given).toMatch(
      /^lead_sender=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const browser = String(given).split(";")[0] ?? "";
    const second = await post("/api/leads", formLead({ message: "And a test drive?" }), {
      cookie: browser,
    });
    expect(cookies(second.headers["set-cookie"])).toEqual([]);
    // Another browser's lead, and a forged token's, are given tokens of their own. The one sent
    // from the same mobile written another way joins the garage the code proves; the other not.
    const elsewhere = await post("/api/leads", formLead({ phone: "+61 412 345 678" }), {
      cookie: "lead_sender=forged",
    });
    expect(cookies(elsewhere.headers["set-cookie"])).toHaveLength(1);
    const someoneElse = await post(
      "/api/leads",
      formLead({ phone: "0498 765 432", email: "sam@example.com" }),
    );
    expect(someoneElse.statusCode).toBe(201);

    await post("/api/sign-in/send-code", { phone_number: "0412345678" }, { cookie: browser });
    const verified = await post(
      "/api/sign-in/verify",
      { phone_number: "0412345678", code: lastCode() },
      { cookie: browser },
    );
    expect(verified.statusCode).toBe(200);
    expect(cookies(verified.headers["set-cookie"])).toEqual([
      expect.stringMatching(/^lead_sender=; Max-Age=0;/),
    ]);
    const session = sessionCookieOf(verified.headers["set-cookie"]);
    const garage = await server.app.inject({
      url: "/api/garage",
      headers: { host, cookie: session },
    });
    expect(
      garage
        .json()
        .enquiries.map((lead: { id: string }) => lead.id)
        .sort(),
    ).toEqual([first.json().lead_id, second.json().lead_id, elsewhere.json().lead_id].sort());
  });
});
