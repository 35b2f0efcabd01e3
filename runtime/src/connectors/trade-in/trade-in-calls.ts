import {
  type RegoLookupAnswer,
  type RegoLookupRequest,
  regoLookupAnswer,
  type TradeInCarChoices,
  type Valuation,
  type ValuationRequest,
  valuation,
} from "@storefront/schemas/leads/trade-in";
import { unexpectedLeadError } from "../leads/lead-error.ts";

const postJson = (send: typeof fetch, url: string, body: unknown) =>
  send(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** The answer's JSON, or a failure carrying the server's message. */
async function answerOf(response: Response): Promise<unknown> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok)
    throw new Error(typeof body?.message === "string" ? body.message : unexpectedLeadError);
  return body;
}

/** `GET /api/trade-in/options`. */
export async function fetchCarChoices(send: typeof fetch = fetch): Promise<TradeInCarChoices> {
  return (await answerOf(await send("/api/trade-in/options"))) as TradeInCarChoices;
}

/** `POST /api/trade-in/rego-lookup`: the car, or that the rego is unknown; throws on failure. */
export async function lookupRego(
  request: RegoLookupRequest,
  send: typeof fetch = fetch,
): Promise<RegoLookupAnswer> {
  return regoLookupAnswer.parse(
    await answerOf(await postJson(send, "/api/trade-in/rego-lookup", request)),
  );
}

/** `POST /api/trade-in/valuations`: the valuation; throws with the server's message. */
export async function askValuation(
  request: ValuationRequest,
  send: typeof fetch = fetch,
): Promise<Valuation> {
  return valuation.parse(await answerOf(await postJson(send, "/api/trade-in/valuations", request)));
}

/** `POST /api/miscellaneous`: the valuation response plus column_name 'valuation'. */
export async function postValuation(accepted: Valuation, send: typeof fetch = fetch) {
  await answerOf(
    await postJson(send, "/api/miscellaneous", { ...accepted, column_name: "valuation" }),
  );
}
