import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useSite } from "../../app/core/site-context.tsx";
import { clearSearchHistory } from "../../app/tracking/record-browsing.ts";
import { useSearchFoundNothing } from "../../pages/search-context.tsx";
import { useSearchHistory, useViewedCars } from "./browsing-store.ts";

/**
 * Whether a block shows on this page: always, or (`no-results`) on a search page whose search
 * has found nothing.
 */
function useShown(showWhen: "always" | "no-results"): boolean {
  const noResults = useSearchFoundNothing();
  return showWhen === "always" || noResults;
}

export function SearchHistoryConnector({ block, Block }: ConnectorProps<"search-history">) {
  const { site } = useSite();
  const searches = useSearchHistory(site.slug);
  const shown = useShown(block.props.showWhen);
  return (
    <Block
      {...block.props}
      searches={searches}
      shown={shown}
      onClear={() => clearSearchHistory(site.slug)}
    />
  );
}

export function RecentlyViewedConnector({ block, Block }: ConnectorProps<"recently-viewed">) {
  const { site } = useSite();
  const cars = useViewedCars(site.slug);
  return <Block {...block.props} cars={cars} shown={useShown(block.props.showWhen)} />;
}
