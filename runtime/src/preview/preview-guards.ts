import type { PreviewMessage } from "./preview-protocol.ts";

export type ShowMessage = Extract<PreviewMessage, { type: "storefront-preview/show" }>;
/** What the storefront tells the studio. */
export type StorefrontMessage = Exclude<PreviewMessage, ShowMessage>;

/** A received message, reduced to what the guards look at. */
export type ReceivedMessage = Pick<MessageEvent, "origin" | "source" | "data">;

/** Who may talk: a window on this very origin (the studio's iframe, or the preview's parent). */
export type TrustedSender = { origin: string; source: MessageEventSource | null | undefined };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isTime = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** A path on this site (`/about-us`, `/search/toyota?body=SUV`), never another host. */
const isSitePath = (value: unknown): value is string =>
  typeof value === "string" &&
  value.startsWith("/") &&
  !value.startsWith("//") &&
  !value.includes("\\");

// The studio validates, upgrades and completes a site before sending it; this turns away data
// that is plainly not one, before the preview reads its layout, pages and search settings.
const looksLikeSite = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.slug === "string" &&
  typeof value.name === "string" &&
  isRecord(value.theme) &&
  isRecord(value.layout) &&
  isRecord(value.layout.zones) &&
  Array.isArray(value.pages) &&
  value.pages.every((page) => isRecord(page) && typeof page.template === "string") &&
  isRecord(value.integrations) &&
  isRecord(value.integrations.search) &&
  Array.isArray(value.integrations.search.replicas);

const isName = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 200;

const revealFields = { block: "id", "block-type": "type", promo: "id", zone: "zone" } as const;

const isReveal = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.kind === "string" &&
  Object.hasOwn(revealFields, value.kind) &&
  isName(value[revealFields[value.kind as keyof typeof revealFields]]);

export function isShowMessage(data: unknown): data is ShowMessage {
  return (
    isRecord(data) &&
    data.type === "storefront-preview/show" &&
    isSitePath(data.path) &&
    isTime(data.sentAt) &&
    (data.at === undefined || isTime(data.at)) &&
    (data.reveal === undefined || isReveal(data.reveal)) &&
    looksLikeSite(data.site)
  );
}

function isStorefrontMessage(data: unknown): data is StorefrontMessage {
  if (!isRecord(data)) return false;
  switch (data.type) {
    case "storefront-preview/ready":
      return true;
    case "storefront-preview/rendered":
      return isTime(data.sentAt) && isTime(data.renderedAt);
    case "storefront-preview/navigated":
      return isSitePath(data.path);
    default:
      return false;
  }
}

const isFromTrusted = (event: ReceivedMessage, sender: TrustedSender) =>
  event.origin === sender.origin && sender.source != null && event.source === sender.source;

/** The `show` in this event, when the studio sent it; undefined for anything else. */
export function showMessageFrom(
  event: ReceivedMessage,
  sender: TrustedSender,
): ShowMessage | undefined {
  return isFromTrusted(event, sender) && isShowMessage(event.data) ? event.data : undefined;
}

/** The storefront's message in this event, when the previewed frame sent it. */
export function storefrontMessageFrom(
  event: ReceivedMessage,
  sender: TrustedSender,
): StorefrontMessage | undefined {
  return isFromTrusted(event, sender) && isStorefrontMessage(event.data) ? event.data : undefined;
}
