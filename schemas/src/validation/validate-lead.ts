import type { z } from "zod";
import { type LeadPayload, leadPayload } from "../leads/lead.ts";
import { plainErrors } from "./problems.ts";
import { notQuick, quickParser } from "./quick-parse.ts";

/** Made on first use, so a bundle that never checks a lead leaves it out. */
let quickLead: ReturnType<typeof quickParser<typeof leadPayload>> | undefined;

/**
 * A lead as `leadPayload.safeParse` answers it (plain error messages): a valid lead is read by
 * the schema's quick parser; only one it leaves to zod is parsed by zod, for zod's problems.
 */
export function parseLead(input: unknown): z.ZodSafeParseResult<LeadPayload> {
  quickLead ??= quickParser(leadPayload, { ownChecks: true });
  const quick = quickLead(input);
  if (quick !== notQuick) return { success: true, data: quick };
  return leadPayload.safeParse(input, { error: plainErrors });
}
