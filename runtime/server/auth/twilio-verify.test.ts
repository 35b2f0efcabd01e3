import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeEachBackend } from "../store/test-backends.ts";
import { localCodeProvider } from "./local-code-provider.ts";
import { codeProviderFromEnv } from "./sign-in-plugin.ts";
import { twilioVerifyFromEnv, twilioVerifyProvider } from "./twilio-verify.ts";
import { twilioVerifyReceiver } from "./twilio-verify-receiver.ts";
import { useSignInTestServer } from "./use-sign-in-test-server.ts";

const account = { accountSid: "AC0123", authToken: "secret-token", serviceSid: "VA4567" };

describe("Twilio Verify adapter", () => {
  let receiver: Awaited<ReturnType<typeof twilioVerifyReceiver>>;
  beforeAll(async () => {
    receiver = await twilioVerifyReceiver(account);
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.state.failing = false;
  });

  it("asks for an SMS code and checks it with the account's basic auth and Twilio's form fields", async () => {
    const provider = twilioVerifyProvider({ ...account, baseUrl: receiver.url });
    await provider.send("0412345678");
    const code = receiver.codeFor("+61412345678") ?? "";
    expect(await provider.check("0412345678", code === "000000" ? "000001" : "000000")).toBe(false);
    expect(await provider.check("0412345678", code)).toBe(true);
    expect(await provider.check("0412345678", code)).toBe(false);
    expect(receiver.received.map((request) => request.path)).toEqual([
      "/v2/Services/VA4567/Verifications",
      "/v2/Services/VA4567/VerificationCheck",
      "/v2/Services/VA4567/VerificationCheck",
      "/v2/Services/VA4567/VerificationCheck",
    ]);
    const [sent] = receiver.received;
    expect(sent?.authorization).toBe(
      `Basic ${Buffer.from("AC0123:secret-token").toString("base64")}`,
    );
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({ To: "+61412345678", Channel: "sms" });
  });

  it("fails loudly when Twilio refuses, naming the status and Twilio's message", async () => {
    const wrongToken = twilioVerifyProvider({
      ...account,
      authToken: "wrong",
      baseUrl: receiver.url,
    });
    await expect(wrongToken.send("0412345678")).rejects.toThrow(
      /refused the code request \(401\): Authenticate/,
    );
    receiver.state.failing = true;
    const provider = twilioVerifyProvider({ ...account, baseUrl: receiver.url });
    await expect(provider.check("0412345678", "123456")).rejects.toThrow(/\(503\)/);
  });

  it("is chosen by the environment, which must name all three settings", () => {
    const env = {
      TWILIO_ACCOUNT_SID: "AC1",
      TWILIO_AUTH_TOKEN: "t",
      TWILIO_VERIFY_SERVICE_SID: "VA1",
      NODE_ENV: "production",
    };
    expect(codeProviderFromEnv(env).name).toBe("twilio-verify");
    expect(() => twilioVerifyFromEnv({ TWILIO_ACCOUNT_SID: "AC1" })).toThrow(
      /TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID not set/,
    );
    expect(codeProviderFromEnv({}).name).toBe("local");
  });
});

describe("local code provider", () => {
  it("prints the code for the person running the server", async () => {
    const lines: string[] = [];
    const provider = localCodeProvider({
      print: (line) => lines.push(line),
      environment: "development",
    });
    await provider.deliver({ phone: "0412345678", code: "123456", siteName: "Group Motors" });
    expect(lines).toEqual([
      "Sign-in code for 04 1234 5678 on Group Motors: 123456 (local SMS provider)",
    ]);
  });

  it("refuses to run in production", () => {
    expect(() => localCodeProvider({ environment: "production" })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => codeProviderFromEnv({ NODE_ENV: "production" })).toThrow(/printed/);
  });
});

describeEachBackend("sign-in through Twilio Verify", (backend) => {
  let receiver: Awaited<ReturnType<typeof twilioVerifyReceiver>>;
  beforeAll(async () => {
    receiver = await twilioVerifyReceiver(account);
  });
  afterAll(() => receiver.close());
  const server = useSignInTestServer(backend, () => ({
    provider: twilioVerifyProvider({ ...account, baseUrl: receiver.url }),
  }));
  const { post } = server;
  beforeEach(() => {
    receiver.state.failing = false;
  });

  it("signs in with the code Twilio sent and logs a 'verify' verification", async () => {
    expect(
      (await post("/api/sign-in/send-code", { phone_number: "0412 345 678" })).statusCode,
    ).toBe(200);
    const code = receiver.codeFor("+61412345678");
    const verified = await post("/api/sign-in/verify", { phone_number: "0412345678", code });
    expect(verified.statusCode).toBe(200);
    expect((await server.store.verificationsOf("group"))[0]?.verification_type).toBe("verify");
    expect(await server.store.oneTimeCodeOf("group", "0412345678")).toBeUndefined();
  });

  it("answers the catalogue's messages when Twilio fails", async () => {
    receiver.state.failing = true;
    const sent = await post("/api/sign-in/send-code", { phone_number: "0433333333" });
    expect(sent.statusCode).toBe(502);
    expect(sent.json()).toEqual({ error: "An unknown error occurred." });
    await server.store.saveOneTimeCode("group", {
      phone: "0433333333",
      codeHash: null,
      sentAt: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const checked = await post("/api/sign-in/verify", {
      phone_number: "0433333333",
      code: "123456",
    });
    expect(checked.statusCode).toBe(502);
    expect(checked.json()).toEqual({ error: "An unknown error occurred during verification." });
  });
});
