import { describe, expect, it } from "vitest";
import { requestSignInCode, verifySignInCode } from "./sign-in-calls.ts";

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status });
const failing = async (): Promise<Response> => {
  throw new TypeError("Failed to fetch");
};

describe("the sign-in calls", () => {
  it("answer a sent code with the server's wait, else the catalogue's message", async () => {
    const request = { phone_number: "0412345678" };
    expect(
      await requestSignInCode(request, answer(200, { sent: true, resendAfterSeconds: 30 })),
    ).toEqual({
      sent: true,
      resendAfterSeconds: 30,
    });
    expect(await requestSignInCode(request, answer(429, {}))).toEqual({
      sent: false,
      message: "Too many verification attempts. Please try again later.",
    });
    for (const send of [answer(502, {}), failing])
      expect(await requestSignInCode(request, send)).toEqual({
        sent: false,
        message: "An unknown error occurred.",
      });
  });

  it("answer a verified code with the signed-in shopper, else the catalogue's message", async () => {
    const request = { phone_number: "0412345678", code: "123456" };
    const user = { id: "u1", phone: "0412345678" };
    expect(await verifySignInCode(request, answer(200, { user }))).toEqual({
      signedIn: true,
      user,
    });
    expect(await verifySignInCode(request, answer(400, {}))).toEqual({
      signedIn: false,
      message: "The verification code is invalid. Please try again.",
    });
    expect(await verifySignInCode(request, failing)).toEqual({
      signedIn: false,
      message: "An unknown error occurred during verification.",
    });
  });
});
