import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useSite } from "../../app/site-context.tsx";
import { catalogueQuery } from "../../queries/search-queries.ts";
import { siteFooterData, siteHeaderData } from "./site-shell-data.ts";

export function SiteHeaderConnector({ block, Block }: ConnectorProps<"site-header">) {
  const context = useSite();
  const catalogue = useQuery(catalogueQuery(context)).data;
  const currentPath = useRouterState({ select: (state) => state.location.pathname });
  const data = siteHeaderData({ site: context.site, now: context.now, catalogue, currentPath });
  return <Block {...block.props} {...data} />;
}

export function SiteFooterConnector({ block, Block }: ConnectorProps<"site-footer">) {
  const context = useSite();
  const catalogue = useQuery(catalogueQuery(context)).data;
  const data = siteFooterData({ site: context.site, now: context.now, catalogue });
  return <Block {...block.props} {...data} />;
}
