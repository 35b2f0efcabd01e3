import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useSite } from "../../app/site-context.tsx";
import { catalogueQuery } from "../../queries/search-queries.ts";
import { siteFooterData, siteHeaderData } from "./site-shell-data.ts";

const HeaderSignOut = lazy(() =>
  import("../sign-in/header-sign-out.tsx").then((module) => ({ default: module.HeaderSignOut })),
);

export function SiteHeaderConnector({ block, Block }: ConnectorProps<"site-header">) {
  const context = useSite();
  const catalogue = useQuery(catalogueQuery(context)).data;
  const currentPath = useRouterState({ select: (state) => state.location.pathname });
  const data = siteHeaderData({ site: context.site, now: context.now, catalogue, currentPath });
  // Only sites with sign-in on load the account control and ask who is signed in.
  const account = context.site.auth.enabled ? (
    <Suspense>
      <HeaderSignOut />
    </Suspense>
  ) : undefined;
  return <Block {...block.props} {...data} account={account} />;
}

export function SiteFooterConnector({ block, Block }: ConnectorProps<"site-footer">) {
  const context = useSite();
  const catalogue = useQuery(catalogueQuery(context)).data;
  const data = siteFooterData({ site: context.site, now: context.now, catalogue });
  return <Block {...block.props} {...data} />;
}
