import { focusRing } from "../../lib/focus-ring.ts";

export const footerHeading = "font-heading font-semibold text-base text-foreground";

export const footerLink = [
  "rounded-sm text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline",
  focusRing,
].join(" ");
