// A stand-in for the studio's editor in browser tests: a draft with one editable heading, and
// the PreviewPane showing it. Built and served on the storefront's origin by preview-host.ts.
import "@storefront/design-system/styles/globals.css";
import type { SiteDefinitionInput } from "@storefront/schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createRoot } from "react-dom/client";
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

function Host() {
  const [draft, setDraft] = useState(site);
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
      </div>
      <div className="min-h-0 flex-1">
        <PreviewPane
          draft={draft}
          pagePath="/about-us"
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
