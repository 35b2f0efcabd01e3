import type { TrailItem } from "@storefront/design-system/blocks/breadcrumb/index.ts";
import type { Page } from "@storefront/schemas";
import { createContext, type ReactNode, useContext } from "react";

/** The page being shown and the trail that leads to it, for blocks that depend on the route. */
export type PageContextValue = { page: Page; trail: TrailItem[] };

const PageContext = createContext<PageContextValue | null>(null);

export function PageProvider({
  value,
  children,
}: {
  value: PageContextValue;
  children: ReactNode;
}) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage needs a PageProvider");
  return value;
}
