import { z } from "zod";
import { blockContract } from "../../shared.ts";

/** Sign-in by phone one-time code, at /sign-in?type=...&redirect=...&back=... */
export const signIn = blockContract({
  type: "sign-in",
  props: z.strictObject({
    intro: z
      .string()
      .max(300)
      .default("Enter your mobile number and we'll text you a 6-digit code.")
      .meta({ title: "Introduction", widget: "textarea" }),
    submitLabel: z.string().min(1).max(40).default("Sign In").meta({ title: "Button label" }),
    backLabel: z.string().min(1).max(40).default("Back").meta({ title: "Back link label" }),
  }),
  placement: { templates: ["sign-in"], zones: ["main"], max: 1 },
});
