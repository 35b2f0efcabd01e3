import type {
  CheckoutChoices,
  CheckoutFinanceStart,
  CheckoutKept,
  CheckoutPreApproval,
  CheckoutRequest,
  CheckoutSent,
  CheckoutValuation,
} from "@storefront/design-system/blocks/checkout/index.ts";
import { unexpectedLeadError } from "../leads/lead-error.ts";

/** `GET /api/checkout/{slug}`, as the page reads it. */
type CheckoutAnswer = {
  state: "open" | "yours" | "reserved" | "not-offered";
  deposit_cents: number;
  hold_hours: number;
  payment: { provider: string; publishable_key: string; script_url: string } | null;
  progress: (CheckoutChoices & { step: string; details?: Record<string, string> }) | null;
  reservation: { status: string } | null;
  valuations: CheckoutValuation[];
  finance: CheckoutFinanceStart;
  pre_approvals: CheckoutPreApproval[];
};

type Refusal = {
  message?: unknown;
  error?: unknown;
  problems?: { path: string; message: string }[];
};

const messageOf = (body: Refusal | null) =>
  typeof body?.message === "string"
    ? body.message
    : typeof body?.error === "string"
      ? body.error
      : unexpectedLeadError;

const base = (slug: string) => `/api/checkout/${encodeURIComponent(slug)}`;

const sendJson = (send: typeof fetch, method: string, url: string, body: unknown) =>
  send(url, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** The checkout was asked for signed out: the shopper signs in first. */
export class SignInNeeded extends Error {}

export async function fetchCheckout(slug: string, send: typeof fetch = fetch) {
  const response = await send(base(slug));
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.status === 401) throw new SignInNeeded(messageOf(body as Refusal | null));
  if (!response.ok) throw new Error(messageOf(body as Refusal | null));
  return body as CheckoutAnswer;
}

/**
 * Sends the shopper's details and trade-in: a hold request where the site takes no payments, otherwise the
 * start of the deposit, whose payment the deposit step completes. The server's problems with
 * the details point at the form's fields.
 */
export async function sendCheckout(
  slug: string,
  request: CheckoutRequest,
  holdRequest: boolean,
  send: typeof fetch = fetch,
): Promise<CheckoutSent & { reservationId?: string | undefined }> {
  const url = `${base(slug)}/${holdRequest ? "hold-request" : "reservation"}`;
  const response = await sendJson(send, "POST", url, request).catch(() => null);
  const body = (await response?.json().catch(() => null)) as
    | (Refusal & { client_secret?: string; reservation?: { id: string } })
    | null;
  if (response?.ok)
    return {
      status: "sent",
      clientSecret: body?.client_secret,
      reservationId: body?.reservation?.id,
    };
  const problems = (body?.problems ?? []).map((problem) => ({
    path: problem.path.replace(/^details\./, ""),
    message: problem.message,
  }));
  return { status: "refused", message: messageOf(body), problems };
}

/** Keeps where the shopper is, so signing in again resumes there; a failure only loses that. */
export async function keepProgress(
  slug: string,
  progress: CheckoutKept,
  send: typeof fetch = fetch,
): Promise<void> {
  await sendJson(send, "PUT", `${base(slug)}/progress`, progress).catch(() => undefined);
}
