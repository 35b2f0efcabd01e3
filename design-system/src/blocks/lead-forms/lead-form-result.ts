/** What the server (or the network) answered a sent lead form. */
export type LeadFormResult =
  | { status: "sent" }
  | { status: "refused"; message: string; problems: { path: string; message: string }[] };

/** Sends a form's checked values (the lead's fields) and says how it went. */
export type SendLeadForm = (values: Record<string, unknown>) => Promise<LeadFormResult>;
