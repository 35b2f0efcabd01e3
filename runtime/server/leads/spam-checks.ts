import { type LeadPayload, leadHoneypotField } from "@storefront/schemas";
import type { FieldProblem } from "./request-problems.ts";

/** Less time than this between opening a form and sending it is a robot's pace. */
const defaultMinimumFillMs = 3000;

/**
 * Why a lead looks sent by a robot, or undefined: the hidden field is filled in, or the form
 * was sent sooner after opening than a person can fill it in. Both times come from the
 * browser's clock (the time it was sent, when given, else the server's now), so a browser
 * whose clock runs ahead of the server's is never taken for a robot.
 */
export function spamProblem(
  lead: LeadPayload,
  now: number,
  minimumFillMs = defaultMinimumFillMs,
): FieldProblem | undefined {
  if (lead[leadHoneypotField])
    return {
      path: leadHoneypotField,
      message:
        "This field is hidden from people and must stay empty; a form with it filled in is taken for automated spam",
    };
  if (lead.form_opened_at === undefined) return undefined;
  const sentAt = lead.form_sent_at ?? now;
  const filledMs = sentAt - lead.form_opened_at;
  if (lead.form_sent_at !== undefined && filledMs < 0)
    return { path: "form_sent_at", message: "The form cannot be sent before it was opened" };
  if (filledMs >= 0 && filledMs < minimumFillMs)
    return {
      path: "form_opened_at",
      message:
        "The form was sent too quickly after it was opened. Please check your details and send it again.",
    };
  return undefined;
}
