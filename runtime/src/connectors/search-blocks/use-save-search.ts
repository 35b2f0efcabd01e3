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
 * search. A new search starts afresh.
 */
export function useSaveSearch(
  siteSlug: string,
  title: string,
  searchKey: string,
): SaveSearchControl {
  const [state, setState] = useState<SaveSearchState>(idle);
  const onSave = useCallback(
    (email?: string) => {
      setState({ status: "saving" });
      import("../../app/saved/save-search.ts")
        .then((module) => module.saveCurrentSearch(siteSlug, title, email))
        .then(setState, (error: Error) => setState({ status: "failed", message: error.message }));
    },
    [siteSlug, title],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey names the search shown
  useEffect(() => setState(idle), [searchKey]);
  useEffect(() => {
    const key = pendingSearchSaveKey(siteSlug);
    if (sessionStorage.getItem(key) !== `${location.pathname}${location.search}`) return;
    sessionStorage.removeItem(key);
    onSave();
  }, [siteSlug, onSave]);
  return useMemo(() => ({ state, onSave, onCancel: () => setState(idle) }), [state, onSave]);
}
