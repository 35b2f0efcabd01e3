import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSite } from "../../app/core/site-context.tsx";
import { shopperSessionKey } from "../../app/shopper/use-shopper-session.ts";
import { locationHref } from "../../search-state/location-href.ts";
import { searchLocation } from "../../search-state/scope.ts";
import {
  deleteGarageAccount,
  garageExportHref,
  garageKey,
  readGarage,
  saveGarageDetails,
} from "./garage-calls.ts";

/**
 * The signed-in shopper's garage, read once the page is in the browser (the server only lets a
 * signed-in shopper reach the page, and renders it loading).
 */
export function GarageConnector({ block, Block }: ConnectorProps<"garage">) {
  const { site } = useSite();
  const queryClient = useQueryClient();
  const answer = useQuery({
    queryKey: garageKey,
    queryFn: ({ signal }) => readGarage(signal),
    enabled: typeof window !== "undefined",
    staleTime: 0,
  });
  const status = answer.isError ? "error" : answer.data ? "ready" : "loading";
  return (
    <Block
      {...block.props}
      status={status}
      garage={answer.data}
      noPriceText={site.search.noPriceText}
      searchHref={locationHref(searchLocation(emptyRefinements(), site))}
      exportHref={garageExportHref}
      saveDetails={async (details) => {
        const saved = await saveGarageDetails(details);
        if (saved.saved) await queryClient.invalidateQueries({ queryKey: garageKey });
        return saved;
      }}
      deleteAccount={async () => {
        const deleted = await deleteGarageAccount();
        if (deleted) {
          queryClient.setQueryData(shopperSessionKey, { user: null });
          queryClient.removeQueries({ queryKey: garageKey });
        }
        return deleted;
      }}
    />
  );
}
