import type { EnquiryResult } from "@storefront/design-system/blocks/enquiry-form/index.ts";
import { unexpectedLeadError } from "./lead-error.ts";

export type LeadAnswer =
  | { status: "saved"; leadId: string }
  | Extract<EnquiryResult, { status: "refused" }>;

type Problem = { path: string; message: string };

/** Network failures and server errors are retried this many times, with the same key. */
const retries = 2;

/**
 * Posts a lead to `POST /api/leads` with the submission's Idempotency-Key, so a retry after a
 * lost answer cannot save it twice. A 400 answers the server's message and each field's problem.
 */
export async function sendLead(
  lead: Record<string, unknown>,
  idempotencyKey: string,
  send: typeof fetch = fetch,
): Promise<LeadAnswer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await postOnce(lead, idempotencyKey, send);
    if (answer !== "retry") return answer;
    if (attempt >= retries)
      return { status: "refused", message: unexpectedLeadError, problems: [] };
  }
}

async function postOnce(
  lead: Record<string, unknown>,
  idempotencyKey: string,
  send: typeof fetch,
): Promise<LeadAnswer | "retry"> {
  let response: Response;
  try {
    response = await send("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify(lead),
    });
  } catch {
    return "retry";
  }
  if (response.status >= 500) return "retry";
  const body = (await response.json().catch(() => null)) as {
    lead_id?: unknown;
    message?: unknown;
    problems?: unknown;
  } | null;
  if (response.ok && typeof body?.lead_id === "string" && body.lead_id !== "")
    return { status: "saved", leadId: body.lead_id };
  return {
    status: "refused",
    message: typeof body?.message === "string" && body.message ? body.message : unexpectedLeadError,
    problems: Array.isArray(body?.problems) ? body.problems.filter(isProblem) : [],
  };
}

const isProblem = (value: unknown): value is Problem =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Problem).path === "string" &&
  typeof (value as Problem).message === "string";
