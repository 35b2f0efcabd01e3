import type { SiteDefinition } from "@storefront/schemas";

/** What to bring into view once a `show` has rendered: a block, a block of a type, a promo card, a zone. */
export type PreviewReveal =
  | { kind: "block"; id: string }
  | { kind: "block-type"; type: string }
  | { kind: "promo"; id: string }
  | { kind: "zone"; zone: string };

/** How the studio wants a version shown, beyond the site and path. */
export type ShowOptions = {
  /** The moment to show the site at (epoch milliseconds): dated promo cards and offers follow it. */
  at?: number | undefined;
  /** Scrolled into view when it differs from the last one shown. */
  reveal?: PreviewReveal | undefined;
};

/**
 * Messages between the studio and the storefront it previews in an iframe on the same origin.
 * Both sides ignore messages from any other origin.
 */
export type PreviewMessage =
  /** Studio -> storefront: show this site (validated, upgraded, default pages added) at this path. */
  | ({
      type: "storefront-preview/show";
      site: SiteDefinition;
      path: string;
      sentAt: number;
    } & ShowOptions)
  /** Storefront -> studio: the preview is listening. */
  | { type: "storefront-preview/ready" }
  /** Storefront -> studio: a `show` has been rendered (for the studio's timing). */
  | { type: "storefront-preview/rendered"; sentAt: number; renderedAt: number }
  /** Storefront -> studio: the shopper-side path changed by a click inside the preview. */
  | { type: "storefront-preview/navigated"; path: string };

export const previewQueryParam = "studio-preview";
