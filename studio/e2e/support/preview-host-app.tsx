// A stand-in for the studio's editor in browser tests: a draft with one editable heading, and
// the PreviewPane showing it. Built and served on the storefront's origin by preview-host.ts.
import "@storefront/design-system/styles/globals.css";
import type { SiteDefinitionInput } from "@storefront/schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import type { PreviewFocus } from "../../src/preview/pages/preview-target.ts";
import { PreviewPane } from "../../src/preview/preview-pane.tsx";

type Page = {
  id: string;
  zones: Record<string, { id: string; props?: Record<string, unknown> }[]>;
};

declare global {
  interface Window {
    /** When each heading text was typed (high-resolution epoch milliseconds). */
    headingChanges: { text: string; at: number }[];
    /** Paths the pane reported through onNavigate. */
    navigations: string[];
  }
}

const aboutHeadingId = "about-us-page-heading";
const site = (await (await fetch("/api/site")).json()) as SiteDefinitionInput;

function withAboutHeading(draft: SiteDefinitionInput, title: string): SiteDefinitionInput {
  const pages = (draft.pages ?? []) as Page[];
  return {
    ...draft,
    pages: pages.map((page) =>
      page.id !== "about-us"
        ? page
        : {
            ...page,
            zones: {
              ...page.zones,
              top: (page.zones.top ?? []).map((block) =>
                block.id === aboutHeadingId
                  ? { ...block, props: { ...block.props, title } }
                  : block,
              ),
            },
          },
    ),
  } as SiteDefinitionInput;
}

type Promo = { id: string; start?: string; expiry?: string };
const tradeIn = "promo-trade-in";
const tradeInAt = ((site.promos ?? []) as Promo[]).findIndex((promo) => promo.id === tradeIn);

/** The trade-in card shown only from a day in 2030, as a marketer would schedule it. */
const scheduledTradeIn = (draft: SiteDefinitionInput): SiteDefinitionInput =>
  ({
    ...draft,
    promos: ((draft.promos ?? []) as Promo[]).map((promo) =>
      promo.id === tradeIn ? { ...promo, start: "2030-12-01", expiry: "2031-06-30" } : promo,
    ),
  }) as SiteDefinitionInput;

function Host() {
  const [draft, setDraft] = useState(site);
  const [follow, setFollow] = useState<PreviewFocus>();
  const [heading, setHeading] = useState("About Us");
  const changeHeading = (text: string) => {
    window.headingChanges.push({ text, at: performance.timeOrigin + performance.now() });
    setHeading(text);
    setDraft((current) => withAboutHeading(current, text));
  };
  return (
    <div className="flex h-dvh flex-col">
      <div className="flex gap-3 p-2">
        <label className="flex items-center gap-2 text-sm">
          About Us heading
          <input
            className="border px-2"
            value={heading}
            onChange={(event) => changeHeading(event.target.value)}
          />
        </label>
        <button type="button" onClick={() => setDraft((current) => ({ ...current, slug: "" }))}>
          Break the draft
        </button>
        <button type="button" onClick={() => setDraft(withAboutHeading(site, heading))}>
          Repair the draft
        </button>
        <button
          type="button"
          onClick={() => setFollow({ kind: "setting", path: ["promos", tradeInAt] })}
        >
          Edit the trade-in card
        </button>
        <button type="button" onClick={() => setDraft(scheduledTradeIn)}>
          Schedule the trade-in card
        </button>
        <button type="button" onClick={() => setFollow({ kind: "setting", path: ["finance"] })}>
          Edit the finance provider
        </button>
      </div>
      <div className="min-h-0 flex-1">
        <PreviewPane
          draft={draft}
          pagePath="/about-us"
          follow={follow}
          onNavigate={(path) => window.navigations.push(path)}
        />
      </div>
    </div>
  );
}

window.headingChanges = [];
window.navigations = [];
createRoot(document.getElementById("root") as HTMLElement).render(
  <QueryClientProvider client={new QueryClient()}>
    <Host />
  </QueryClientProvider>,
);
