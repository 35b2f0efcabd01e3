import { beforeEach, expect, it } from "vitest";
import type { Store } from "../open-store.ts";
import { describeEachBackend, useTestStore } from "../test-backends.ts";

describeEachBackend("shoppers, sessions and one-time codes", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
  });
  const inTenMinutes = () => new Date(Date.now() + 10 * 60 * 1000);

  it("makes one shopper per phone and site, keeping details a later sign-in leaves out", async () => {
    const first = await store.signInShopper("group", { phone: "0412345678", firstName: "Jo" });
    const again = await store.signInShopper("group", { phone: "0412345678", email: "jo@x.com" });
    const elsewhere = await store.signInShopper("other", { phone: "0412345678" });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ first_name: "Jo", email: "jo@x.com" });
    expect(elsewhere.id).not.toBe(first.id);
    expect((await store.shopperByPhone("group", "0412345678"))?.id).toBe(first.id);
    expect(await store.shopperByPhone("group", "0499999999")).toBeUndefined();
  });

  it("finds a session's shopper only on its own site and until it ends or expires", async () => {
    const shopper = await store.signInShopper("group", { phone: "0412345678" });
    await store.startSession("group", {
      tokenHash: "t1",
      shopperId: shopper.id,
      expiresAt: inTenMinutes(),
    });
    expect((await store.sessionShopper("group", "t1"))?.id).toBe(shopper.id);
    expect(await store.sessionShopper("other", "t1")).toBeUndefined();
    expect(
      await store.sessionShopper("group", "t1", new Date(Date.now() + 11 * 60 * 1000)),
    ).toBeUndefined();
    await store.endSession("other", "t1");
    expect(await store.sessionShopper("group", "t1")).toBeDefined();
    await store.endSession("group", "t1");
    expect(await store.sessionShopper("group", "t1")).toBeUndefined();
  });

  it("allows a code at most the given number of checks, even all at once", async () => {
    await store.saveOneTimeCode("group", {
      phone: "0412345678",
      codeHash: "h",
      sentAt: new Date(),
      expiresAt: inTenMinutes(),
    });
    const checks = await Promise.all(
      Array.from({ length: 12 }, () => store.takeCodeCheck("group", "0412345678", 5)),
    );
    expect(checks.filter(Boolean)).toHaveLength(5);
    expect(await store.takeCodeCheck("other", "0412345678", 5)).toBeUndefined();
  });

  it("gives no check of an expired code, and a new code starts its checks again", async () => {
    const sentAt = new Date();
    await store.saveOneTimeCode("group", {
      phone: "0412345678",
      codeHash: "old",
      sentAt,
      expiresAt: new Date(sentAt.getTime() - 1),
    });
    expect(await store.takeCodeCheck("group", "0412345678", 5)).toBeUndefined();
    await store.saveOneTimeCode("group", {
      phone: "0412345678",
      codeHash: "new",
      sentAt,
      expiresAt: inTenMinutes(),
    });
    expect(await store.takeCodeCheck("group", "0412345678", 5)).toMatchObject({
      code_hash: "new",
      checks: 1,
    });
    await store.deleteOneTimeCode("group", "0412345678");
    expect(await store.oneTimeCodeOf("group", "0412345678")).toBeUndefined();
  });

  it("counts code requests by phone and by address within the window", async () => {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await store.recordCodeRequest("group", { phone: "0412345678", ip: "10.0.0.1" });
    await store.recordCodeRequest("group", { phone: "0412000000", ip: "10.0.0.1" });
    await store.recordCodeRequest("group", { phone: "0412345678", ip: "10.0.0.2" });
    await store.recordCodeRequest(
      "group",
      { phone: "0412345678", ip: "10.0.0.1" },
      new Date(hourAgo.getTime() - 1),
    );
    await store.recordCodeRequest("other", { phone: "0412345678", ip: "10.0.0.1" });
    expect(
      await store.countCodeRequests("group", { phone: "0412345678", ip: "10.0.0.1" }, hourAgo),
    ).toEqual({ phone: 2, ip: 2 });
  });

  it("logs verifications with the spec's columns", async () => {
    const shopper = await store.signInShopper("group", { phone: "0412345678" });
    await store.logVerification("group", {
      dealershipSlug: "group-toyota",
      userId: shopper.id,
      verificationType: "sms",
    });
    expect(await store.verificationsOf("group")).toEqual([
      {
        website_slug: "group",
        dealership_slug: "group-toyota",
        user_id: shopper.id,
        verification_type: "sms",
      },
    ]);
    expect(await store.verificationsOf("other")).toEqual([]);
  });
});
