import { applyStyleNonce } from "@storefront/design-system/lib/style-nonce.ts";
import type { SiteDefinition } from "@storefront/schemas";
import { definitionElementId, readDataBlock } from "../app/core/page-data.ts";
import { previewClock } from "./preview-clock.ts";
import { type ShowMessage, showMessageFrom } from "./preview-guards.ts";
import type { PreviewMessage } from "./preview-protocol.ts";
import { createPreviewSession } from "./preview-session.tsx";
import { withServedSearch } from "./preview-site.ts";
import { revealInPreview, revealKey } from "./reveal-in-preview.ts";

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Preview mode: the storefront inside the studio's iframe. It says `ready` to its parent, then
 * renders each `show` it receives from it (this origin only). Shows that arrive while one is
 * rendering are coalesced: only the newest is rendered next.
 */
export function startPreview(element: HTMLElement): void {
  applyStyleNonce();
  const served = readDataBlock<SiteDefinition>(definitionElementId) as SiteDefinition;
  const studio = window.parent;
  if (studio === window) {
    element.textContent = "This address shows the studio's live preview; open it from the studio.";
    return;
  }
  const origin = window.location.origin;
  // Delivered only when the parent is on this origin.
  const post = (message: PreviewMessage) => studio.postMessage(message, origin);
  const session = createPreviewSession(element, served, (path) =>
    post({ type: "storefront-preview/navigated", path }),
  );

  let latest: ShowMessage | undefined;
  let rendering = false;
  let revealed = { key: "", path: "" };
  const renderLatest = async () => {
    if (rendering) return;
    rendering = true;
    try {
      while (latest) {
        const message = latest;
        latest = undefined;
        await session.show(withServedSearch(message.site, served), message.path, message.at);
        // The next frame is the one that paints the change.
        await nextFrame();
        // Scrolled to once per thing asked for (and again on another page), so the marketer's
        // own scrolling is left alone while they keep editing the same setting.
        const key = revealKey(message.reveal);
        if (message.reveal && (key !== revealed.key || message.path !== revealed.path)) {
          revealed = { key, path: message.path };
          void revealInPreview(message.reveal);
        }
        post({
          type: "storefront-preview/rendered",
          sentAt: message.sentAt,
          renderedAt: previewClock(),
        });
      }
    } finally {
      rendering = false;
    }
  };

  window.addEventListener("message", (event) => {
    const show = showMessageFrom(event, { origin, source: studio });
    if (!show) return;
    latest = show;
    void renderLatest().catch((error: unknown) =>
      console.error("The preview failed to render", error),
    );
  });
  post({ type: "storefront-preview/ready" });
}
