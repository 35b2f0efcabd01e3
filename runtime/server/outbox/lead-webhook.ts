import { loopbackHttpUrl } from "@storefront/schemas";
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
  let signer: Webhook;
  try {
    signer = new Webhook(secret);
  } catch {
    throw new Error(
      `The environment variable ${call.secretEnv} must hold a Standard Webhooks secret (whsec_ and base64)`,
    );
  }
  const body = JSON.stringify(call.body);
  // The receiver checks the timestamp against its own clock: always the real time.
  const sentAt = new Date();
  const response = await fetch(call.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "storefront-lead-delivery",
      "webhook-id": call.messageId,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": signer.sign(call.messageId, sentAt, body),
    },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok)
    throw new Error(`The webhook answered ${response.status} ${response.statusText}`);
}
