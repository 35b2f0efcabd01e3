import type {
  SaveSearchControl,
  SaveSearchState,
} from "@storefront/design-system/blocks/search-heading/index.ts";
import { pendingSearchSaveKey } from "@storefront/rules/shopper/pending-search-save";
import { useCallback, useEffect, useMemo, useState } from "react";

const idle: SaveSearchState = { status: "idle" };

/**
 * The search heading's 'Save this search': its state, and a save whose code loads when first
 * pressed. A save asked for before signing in is made when the shopper is back on the same
 * search. A new search (`href`, the address of the search shown) starts afresh.
 */
export function useSaveSearch(siteSlug: string, title: string, href: string): SaveSearchControl {
  const [state, setState] = useState<SaveSearchState>(idle);
  const onSave = useCallback(
    (email?: string) => {
      setState({ status: "saving" });
      import("../../app/saved/save-search.ts")
        .then((module) => module.saveSearch(siteSlug, { title, href }, email))
        .then(setState, (error: Error) => setState({ status: "failed", message: error.message }));
    },
    [siteSlug, title, href],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: href names the search shown
  useEffect(() => setState(idle), [href]);
  useEffect(() => {
    const key = pendingSearchSaveKey(siteSlug);
    if (sessionStorage.getItem(key) !== href) return;
    sessionStorage.removeItem(key);
    onSave();
  }, [siteSlug, href, onSave]);
  return useMemo(() => ({ state, onSave, onCancel: () => setState(idle) }), [state, onSave]);
}
