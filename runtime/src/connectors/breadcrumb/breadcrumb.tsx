import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useDeferredValue, useMemo } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { usePage } from "../../pages/page-context.tsx";
import { breadcrumbData } from "./breadcrumb-data.ts";

export function BreadcrumbConnector({ block, Block }: ConnectorProps<"breadcrumb">) {
  // A new search's trail follows its results, so their count and first cards are drawn sooner.
  const trail = useDeferredValue(usePage().trail);
  const { origin } = useSite();
  return useMemo(
    () => <Block {...block.props} {...breadcrumbData({ trail, origin })} />,
    [Block, block.props, trail, origin],
  );
}
