import type { SiteDefinition } from "@storefront/schemas";

/**
 * Messages between the studio and the storefront it previews in an iframe on the same origin.
 * Both sides ignore messages from any other origin.
 */
export type PreviewMessage =
  /** Studio -> storefront: show this site (validated, upgraded, default pages added) at this path. */
  | { type: "storefront-preview/show"; site: SiteDefinition; path: string; sentAt: number }
  /** Storefront -> studio: the preview is listening. */
  | { type: "storefront-preview/ready" }
  /** Storefront -> studio: a `show` has been rendered (for the studio's timing). */
  | { type: "storefront-preview/rendered"; sentAt: number; renderedAt: number }
  /** Storefront -> studio: the shopper-side path changed by a click inside the preview. */
  | { type: "storefront-preview/navigated"; path: string };

export const previewQueryParam = "studio-preview";
