import { z } from "zod";
import { safeLink } from "./common.ts";

/**
 * One place a lead is delivered to: ADF by email, or a signed JSON webhook. Secrets are never in
 * the definition: a webhook names the environment variable that holds its signing secret.
 */
export const leadTarget = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("email"),
    to: z.email().meta({ title: "Email address" }),
    format: z.enum(["adf", "text"]).default("adf"),
  }),
  z.strictObject({
    kind: z.literal("webhook"),
    url: safeLink.refine((url) => /^https:\/\//.test(url), "Webhooks must use https"),
    secretEnv: z
      .string()
      .regex(/^[A-Z_][A-Z0-9_]*$/, "Name an environment variable that holds the secret")
      .meta({ title: "Secret's environment variable" }),
  }),
]);
export type LeadTarget = z.infer<typeof leadTarget>;
