import {
  type CreateCustomerRequest,
  type FinanceEnquiryValues,
  type FinanceQuoteAnswer,
  type FinanceQuoteRequest,
  financeQuoteAnswer,
} from "@storefront/schemas/leads/finance-enquiry";
import { verifySignInCode } from "../../app/shopper/sign-in-calls.ts";

/** The specification's messages for the finance calls' failures, word for word. */
const financeCallMessages = {
  customer: "Failed to create YouX customer",
  noRedirect: "Failed to create customer or no redirect URL received.",
} as const;

const postJson = (send: typeof fetch, url: string, body: unknown) =>
  send(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** `POST /api/youx/quote`: the figures, or a failure carrying the answer's `error`. */
export async function askQuote(
  request: FinanceQuoteRequest,
  send: typeof fetch = fetch,
): Promise<FinanceQuoteAnswer> {
  const response = await postJson(send, "/api/youx/quote", request);
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (!response.ok || typeof body?.error === "string")
    throw new Error(typeof body?.error === "string" ? body.error : `Answered ${response.status}`);
  return financeQuoteAnswer.parse(body);
}

export type CustomerAnswer =
  | { status: "created"; redirectUrl: string }
  | { status: "failed"; message: string };

/** `POST /api/youx/create-customer`: the partner's page for the shopper, or why not. */
export async function createCustomer(
  request: CreateCustomerRequest,
  send: typeof fetch = fetch,
): Promise<CustomerAnswer> {
  let body: { redirectUrl?: unknown; error?: unknown } | null;
  let ok: boolean;
  try {
    const response = await postJson(send, "/api/youx/create-customer", request);
    ok = response.ok;
    body = (await response.json().catch(() => null)) as typeof body;
  } catch {
    return { status: "failed", message: financeCallMessages.customer };
  }
  if (typeof body?.error === "string" && body.error)
    return { status: "failed", message: body.error };
  if (!ok) return { status: "failed", message: financeCallMessages.customer };
  if (typeof body?.redirectUrl !== "string" || !body.redirectUrl)
    return { status: "failed", message: financeCallMessages.noRedirect };
  return { status: "created", redirectUrl: body.redirectUrl };
}

/**
 * The finance form's code check (`POST /api/sign-in/verify`, which signs the shopper in): null
 * when the code holds, else the catalogue's message.
 */
export async function verifyCode(
  values: Pick<FinanceEnquiryValues, "phone" | "code" | "name" | "last_name" | "email">,
  send: typeof fetch = fetch,
): Promise<string | null> {
  const answer = await verifySignInCode(
    {
      phone_number: values.phone,
      code: values.code ?? "",
      first_name: values.name,
      last_name: values.last_name || undefined,
      email: values.email,
    },
    send,
  );
  return answer.signedIn ? null : answer.message;
}
