import type { RenderMode } from "@storefront/design-system/renderer/render-mode.ts";
import type { SiteDefinition } from "@storefront/schemas";
import type { LiteClient } from "algoliasearch/lite";
import { createContext, type ReactNode, useContext } from "react";
import type { DocumentHead } from "./document-head.ts";

export type SiteContextValue = {
  site: SiteDefinition;
  searchClient: LiteClient;
  /** The moment stock filters are measured from (sold in the last N days), fixed per page load. */
  now: Date;
  origin: string;
  /** On the server, pages write their title, description and metadata here for the head. */
  head?: DocumentHead;
  /** "preview" in the studio: blocks that cannot render show why instead of leaving a gap. */
  mode?: RenderMode;
};

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({
  value,
  children,
}: {
  value: SiteContextValue;
  children: ReactNode;
}) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite needs a SiteProvider");
  return value;
}
