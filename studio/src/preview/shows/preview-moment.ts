import { daySpan } from "@storefront/rules/time/date-window";
import { siteIdentity } from "@storefront/schemas";
import type { Draft } from "../../editor/editor-state.ts";

/** The draft's time zone, or the one a site gets when it names none. */
export const dealerTimeZone = (draft: Draft): string =>
  siteIdentity.shape.timeZone.safeParse(draft.timeZone).data ??
  siteIdentity.shape.timeZone.parse(undefined);

/**
 * The moment the preview shows the site at for a chosen day: the day's start in the dealer's
 * time zone, as a card starting that day begins and one that expired the day before has ended.
 * Undefined (now) when no day is chosen or it is not a date.
 */
export function previewMoment(day: string, timeZone: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const time = daySpan({ from: day }, timeZone).from?.getTime();
  return time === undefined || Number.isNaN(time) ? undefined : time;
}
