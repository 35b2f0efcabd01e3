import { formatDate, formatMoney } from "@storefront/rules/formatting/format";
import { financeEnquiryCategory } from "@storefront/schemas/leads/lead";
import type { CheckoutPreApproval, ReservationRequest } from "@storefront/schemas/shopper/checkout";
import type { FieldProblem } from "../leads/request-problems.ts";
import type { StoredLead } from "../store/leads/leads.ts";

export const preApprovalNotYours =
  "This finance application is not yours. Choose another or set your finance.";

const numberOr = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/**
 * The shopper's finance applications on the site, newest first: the finance journey's leads they
 * sent. Leads kept before the amount and term were required may lack them (null).
 */
export function preApprovalsOf(shopperLeads: StoredLead[]): CheckoutPreApproval[] {
  return shopperLeads.flatMap((lead) => {
    if (lead.category !== financeEnquiryCategory) return [];
    const payload = (lead.payload ?? {}) as Record<string, unknown>;
    const tags = Array.isArray(payload.tags) ? payload.tags : [];
    return [
      {
        id: lead.id,
        applied_at: lead.created_at,
        amount: numberOr(payload.amount),
        term_years: numberOr(payload.term),
        lender: typeof tags[0] === "string" ? tags[0] : null,
        status: "applied" as const,
      },
    ];
  });
}

/**
 * The pre-approval a checkout request attaches: one of the signed-in shopper's own finance
 * applications, or a problem naming `pre_approval_id`.
 */
export function checkoutPreApprovalOf(
  request: ReservationRequest,
  preApprovals: CheckoutPreApproval[],
): { pre_approval?: CheckoutPreApproval } | FieldProblem {
  if (request.pre_approval_id === undefined) return {};
  const found = preApprovals.find((preApproval) => preApproval.id === request.pre_approval_id);
  return found
    ? { pre_approval: found }
    : { path: "pre_approval_id", message: preApprovalNotYours };
}

/** The dealer's line for the attached pre-approval, as the ADF comments and the message carry it. */
export function preApprovalLine(preApproval: CheckoutPreApproval): string {
  const asked = [
    preApproval.amount !== null ? formatMoney(preApproval.amount) : undefined,
    preApproval.term_years !== null
      ? `over ${preApproval.term_years} ${preApproval.term_years === 1 ? "year" : "years"}`
      : undefined,
  ].filter(Boolean);
  return [
    `Finance pre-approval applied for with ${preApproval.lender ?? "the site's finance partner"} on ${formatDate(preApproval.applied_at)}`,
    asked.length > 0 ? ` (${asked.join(" ")})` : "",
    `; status: applied, the lender's decision not yet known (finance application ${preApproval.id}).`,
  ].join("");
}
