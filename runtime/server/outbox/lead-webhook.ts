import { createHmac } from "node:crypto";
import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type RequestOptions,
} from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { urlToHttpOptions } from "node:url";
import { loopbackHttpUrl } from "@storefront/schemas/leads/lead-target";
import { Webhook } from "standardwebhooks";
import { PermanentDeliveryError, requiredVariable } from "./delivery-failure.ts";

export type WebhookCall = {
  url: string;
  secretEnv: string;
  /** `webhook-id`: the same on every attempt of one delivery, for the receiver to dedupe. */
  messageId: string;
  body: unknown;
};

export type WebhookOptions = {
  env: Readonly<Record<string, string | undefined>>;
  timeoutMs: number;
  /** Lets plain http reach loopback receivers (tests, a local bridge); https only without it. */
  allowHttpToLoopback: boolean;
};

/**
 * Posts a JSON body signed to the Standard Webhooks scheme (webhook-id, webhook-timestamp,
 * webhook-signature) with the secret in the target's environment variable. Any answer but
 * 2xx, a timeout or a refused connection throws.
 */
export async function postLeadWebhook(call: WebhookCall, options: WebhookOptions): Promise<void> {
  if (!call.url.startsWith("https://")) {
    if (!loopbackHttpUrl.test(call.url))
      throw new PermanentDeliveryError(`Webhooks must use https, not ${call.url}`);
    if (!options.allowHttpToLoopback)
      throw new Error(
        `Plain http to ${call.url} is refused: start the server with --allow-http-webhooks-to-loopback to deliver to a local receiver`,
      );
  }
  const secret = requiredVariable(options.env, call.secretEnv, "the webhook's signing secret");
  const sign = signerFor(secret, call.secretEnv);
  const body = JSON.stringify(call.body);
  // The receiver checks the timestamp against its own clock: always the real time.
  const sentAt = new Date();
  const answer = await post(
    call.url,
    {
      "content-type": "application/json",
      "user-agent": "storefront-lead-delivery",
      "webhook-id": call.messageId,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": sign(call.messageId, sentAt, body),
    },
    body,
    options.timeoutMs,
  );
  const status = answer.statusCode ?? 0;
  if (status < 200 || status > 299)
    throw new Error(`The webhook answered ${status} ${answer.statusMessage}`);
}

type Sign = (messageId: string, sentAt: Date, body: string) => string;
const signers = new Map<string, Sign>();

/**
 * Standard Webhooks' `v1` signature: HMAC-SHA256 of `id.timestamp.body` under the secret's
 * bytes, in base64. The library checks the secret; the HMAC is Node's own, since the library's
 * JavaScript SHA-256 cost more CPU than the rest of a delivery.
 */
function signerFor(secret: string, secretEnv: string): Sign {
  let sign = signers.get(secret);
  if (sign) return sign;
  try {
    new Webhook(secret);
  } catch {
    throw new Error(
      `The environment variable ${secretEnv} must hold a Standard Webhooks secret (whsec_ and base64)`,
    );
  }
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  sign = (messageId, sentAt, body) =>
    `v1,${createHmac("sha256", key)
      .update(`${messageId}.${Math.floor(sentAt.getTime() / 1000)}.${body}`)
      .digest("base64")}`;
  signers.set(secret, sign);
  return sign;
}

// Connections kept open between deliveries; closed before a receiver's usual 5 s idle limit.
const agents = {
  "http:": new HttpAgent({ keepAlive: true, timeout: 4000 }),
  "https:": new HttpsAgent({ keepAlive: true, timeout: 4000 }),
};

const receivers = new Map<string, RequestOptions>();

/** The request options of a receiver's address, read once: a site has a few receivers. */
function receiverOf(url: string): RequestOptions {
  let receiver = receivers.get(url);
  if (!receiver) {
    receiver = urlToHttpOptions(new URL(url));
    if (receivers.size >= 1000) receivers.clear();
    receivers.set(url, receiver);
  }
  return receiver;
}

/**
 * One POST with Node's own client (a fraction of fetch's CPU per call, which showed at
 * hundreds of leads a second). Redirects are not followed: a 3xx is an answer that is not 2xx.
 * A kept-open connection the receiver closed just as it was reused is tried once more afresh.
 * Both tries together must be answered within `timeoutMs`: a plain timer ends the request then
 * (an AbortSignal costs the client more per request in listeners than the rest of its setup).
 */
async function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<IncomingMessage> {
  let timedOut = false;
  let current: ClientRequest | undefined;
  const timer = setTimeout(() => {
    timedOut = true;
    current?.destroy(new Error("timed out"));
  }, timeoutMs).unref();
  const once = () =>
    new Promise<{ answer?: IncomingMessage; stale?: boolean }>((resolve, reject) => {
      if (timedOut) return reject(new Error("timed out"));
      const target = receiverOf(url);
      const send = target.protocol === "https:" ? httpsRequest : httpRequest;
      const request = send(
        {
          ...target,
          method: "POST",
          headers: { ...headers, "content-length": Buffer.byteLength(body) },
          agent: agents[target.protocol as keyof typeof agents],
        },
        (answer) => {
          answer.resume();
          answer.once("end", () => resolve({ answer }));
          answer.once("error", reject);
          // Ended mid-answer (the timer): no "end" comes.
          answer.once("close", () => {
            if (!answer.complete) reject(new Error("The answer was cut short"));
          });
        },
      );
      current = request;
      request.once("error", (error: NodeJS.ErrnoException) => {
        if (request.reusedSocket && error.code === "ECONNRESET" && !timedOut)
          resolve({ stale: true });
        else reject(error);
      });
      request.end(body);
    });
  try {
    const answer = (await once()).answer ?? (await once()).answer;
    if (answer) return answer;
  } catch (error) {
    if (timedOut) throw new Error(`The webhook did not answer within ${timeoutMs / 1000} s`);
    throw new Error(`The webhook could not be reached: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
  throw new Error("The webhook closed the connection without answering");
}
