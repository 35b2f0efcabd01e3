import { z } from "zod";
import { environmentVariableName, safeLink } from "../common.ts";

/**
 * Plain http reaches only a receiver on the same machine (a local CRM bridge, a test inbox); the
 * server still refuses it unless started to allow it (`--allow-http-webhooks-to-loopback`).
 */
export const loopbackHttpUrl = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i;

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
    url: safeLink.refine(
      (url) => /^https:\/\//.test(url) || loopbackHttpUrl.test(url),
      "Webhooks must use https (plain http only to localhost, 127.0.0.1 or [::1])",
    ),
    secretEnv: environmentVariableName.meta({
      title: "Secret's environment variable",
      description:
        "The environment variable holding the Standard Webhooks signing secret (whsec_ and base64).",
    }),
  }),
]);
export type LeadTarget = z.infer<typeof leadTarget>;
