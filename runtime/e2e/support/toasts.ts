import type { Page } from "@playwright/test";

/**
 * The toast showing `text`, found in the notifications region where it stays for its whole
 * duration (the role="status" copy Radix announces it with is gone after a second).
 */
export const toastWith = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });
