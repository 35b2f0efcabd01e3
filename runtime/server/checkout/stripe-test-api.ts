import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  status: "requires_payment_method" | "succeeded";
  client_secret: string;
};

type Call = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
};

/** The form fields named `group[key]`, as an object (Stripe's way of sending a map). */
const mapOf = (form: URLSearchParams, group: string) =>
  Object.fromEntries(
    [...form.entries()]
      .filter(([name]) => name.startsWith(`${group}[`))
      .map(([name, value]) => [name.slice(group.length + 1, -1), value]),
  );

/**
 * A server on 127.0.0.1 that plays Stripe's API for the calls the payment adapter makes
 * (create a PaymentIntent, create a refund) and sends webhooks signed with `webhookSecret` the
 * way Stripe does. It checks every request: the secret key, an idempotency key on every POST,
 * AUD amounts in whole cents; any other request is a `problem`. The same idempotency key
 * answers the first answer again, as Stripe does.
 */
export async function stripeTestApi(options: {
  secretKey: string;
  webhookSecret: string;
  /** The key the stand-in Stripe.js must be given to confirm a payment. */
  publishableKey?: string;
  port?: number;
}) {
  const run = randomBytes(6).toString("hex");
  const intents = new Map<string, Intent>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const calls: Call[] = [];
  const problems: string[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  let webhookUrl: string | undefined;
  let webhookHost: string | undefined;

  const handle = (call: Call, authorization: string | undefined) => {
    const refuse = (status: number, message: string) => {
      problems.push(`${call.method} ${call.path}: ${message}`);
      return { status, body: { error: { type: "invalid_request_error", message } } };
    };
    if (authorization !== `Bearer ${options.secretKey}`) return refuse(401, "Invalid API key");
    if (call.method !== "POST") return refuse(404, "Unrecognized request URL");
    if (!call.idempotencyKey) return refuse(400, "An idempotency key is needed on every POST");
    const earlier = answered.get(call.idempotencyKey);
    if (earlier) return earlier;
    const { form } = call;
    if (call.path === "/v1/payment_intents") {
      const amount = Number(form.get("amount"));
      if (!Number.isInteger(amount) || amount < 50)
        return refuse(400, "amount: whole cents, 50 or more");
      if (form.get("currency") !== "aud") return refuse(400, "currency: aud expected");
      if (form.get("automatic_payment_methods[enabled]") !== "true")
        return refuse(400, "automatic_payment_methods[enabled]: true expected");
      // Unique across runs: a storefront keeps its reservations (and their references) between them.
      const id = `pi_test_${run}_${intents.size + 1}`;
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount,
        currency: "aud",
        description: form.get("description"),
        metadata: mapOf(form, "metadata"),
        status: "requires_payment_method",
        client_secret: `${id}_secret_test`,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (call.path === "/v1/refunds") {
      const intent = intents.get(form.get("payment_intent") ?? "");
      if (!intent) return refuse(400, "payment_intent: no such PaymentIntent");
      if (intent.status !== "succeeded") return refuse(400, "payment_intent: not paid");
      if (refunds.some((refund) => refund.payment_intent === intent.id))
        return refuse(400, "payment_intent: already refunded");
      const refund = {
        id: `re_test_${refunds.length + 1}`,
        object: "refund",
        status: "succeeded",
        payment_intent: intent.id,
        amount: intent.amount,
        currency: "aud",
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return refuse(404, "Unrecognized request URL");
  };

  /**
   * What the stand-in Stripe.js asks from the browser: its script, and confirming a payment
   * with the publishable key and the intent's client secret (the intent succeeds and the
   * webhook is sent before the answer).
   */
  async function browserCall(method: string, path: string, form: URLSearchParams) {
    if (method === "GET" && path === "/stripe.js")
      return { status: 200, type: "text/javascript", body: standInScript() };
    const confirm = path.match(/^\/v1\/payment_intents\/([\w]+)\/confirm$/);
    if (method !== "POST" || !confirm) return undefined;
    const intent = intents.get(confirm[1] ?? "");
    const refuse = (message: string) => {
      problems.push(`${method} ${path}: ${message}`);
      return {
        status: 400,
        body: JSON.stringify({ error: { type: "invalid_request_error", message } }),
      };
    };
    if (form.get("key") !== options.publishableKey) return refuse("Invalid publishable key");
    if (!intent || form.get("client_secret") !== intent.client_secret)
      return refuse("No such PaymentIntent for this client secret");
    if (intent.status === "succeeded") return refuse("This PaymentIntent has already succeeded");
    intent.status = "succeeded";
    const delivered = await sendEvent("payment_intent.succeeded", intent);
    if (delivered !== 200) problems.push(`The webhook for ${intent.id} was answered ${delivered}`);
    return { status: 200, body: JSON.stringify(intent) };
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const fromBrowser = await browserCall(request.method ?? "GET", path, form).catch(
        (error: unknown) => ({
          status: 500,
          body: JSON.stringify({ error: { message: String(error) } }),
        }),
      );
      if (fromBrowser) {
        response
          .writeHead(fromBrowser.status, {
            "content-type": "type" in fromBrowser ? fromBrowser.type : "application/json",
            "access-control-allow-origin": "*",
          })
          .end(fromBrowser.body);
        return;
      }
      const key = request.headers["idempotency-key"];
      const call: Call = {
        method: request.method ?? "GET",
        path,
        idempotencyKey: typeof key === "string" ? key : undefined,
        form,
      };
      calls.push(call);
      const answer = handle(call, request.headers.authorization);
      if (call.idempotencyKey && answer.status === 200) answered.set(call.idempotencyKey, answer);
      response
        .writeHead(answer.status, {
          "content-type": "application/json",
          "request-id": `req_${calls.length}`,
        })
        .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(options.secretKey);

  /** Sends Stripe's event about an intent to the webhook, signed; answers the HTTP status. */
  async function sendEvent(type: string, intent: Intent, secret = options.webhookSecret) {
    if (!webhookUrl) throw new Error("Set the webhook address with sendWebhooksTo first");
    const payload = JSON.stringify({
      id: `evt_${type}_${intent.id}`,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    const url = new URL(webhookUrl);
    // node:http rather than fetch: the storefront tells its sites apart by the Host header.
    return new Promise<number>((resolve, reject) => {
      const sent = httpRequest(
        url,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "stripe-signature": signature,
            host: webhookHost ?? url.host,
          },
        },
        (answer) => {
          answer.resume();
          answer.on("end", () => resolve(answer.statusCode ?? 0));
        },
      );
      sent.on("error", reject);
      sent.end(payload);
    });
  }

  const standInScript = () =>
    readFileSync(new URL("./stripe-js-test-stand-in.js", import.meta.url), "utf8");

  const intentOf = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`No PaymentIntent ${id}`);
    return intent;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    problems,
    intents,
    refunds,
    /** Where webhooks go; `host` names the site when several answer the same address. */
    sendWebhooksTo: (url: string, host?: string) => {
      webhookUrl = url;
      webhookHost = host;
    },
    /** The stand-in Stripe.js's address (see stripe-js-test-stand-in.js). */
    scriptUrl: `http://127.0.0.1:${port}/stripe.js`,
    /** The shopper pays: the intent succeeds and Stripe tells the webhook. */
    pay: (id: string) => {
      const intent = intentOf(id);
      intent.status = "succeeded";
      return sendEvent("payment_intent.succeeded", intent);
    },
    /** A webhook signed with another secret, as a forger would send it. */
    forge: (id: string) => sendEvent("payment_intent.succeeded", intentOf(id), "whsec_forged"),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
