import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { menuPaths, namedPath } from "@storefront/design-system/blocks/site-header/index.ts";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useDeferredValue, useMemo, useSyncExternalStore } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { catalogueQuery } from "../../queries/search-queries.ts";
import { siteFooterData, siteHeaderData } from "./site-shell-data.ts";

const HeaderSignOut = lazy(() =>
  import("../sign-in/header-sign-out.tsx").then((module) => ({ default: module.HeaderSignOut })),
);

const noChange = () => () => {};
/** False on the server and while hydrating, true once the page is live. */
const useLive = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

export function SiteHeaderConnector({ block, Block }: ConnectorProps<"site-header">) {
  const context = useSite();
  const { site, now } = context;
  const catalogue = useQuery(catalogueQuery(context)).data;
  const data = useMemo(() => siteHeaderData({ site, now, catalogue }), [site, now, catalogue]);
  const paths = useMemo(() => menuPaths(data.menu, data), [data]);
  // The header draws again only for a path one of its links leads to, not for every search,
  // and after the page it leads to has arrived and been drawn: a search's results come first.
  const currentPath = useDeferredValue(
    useRouterState({
      select: (state) => namedPath(paths, (state.resolvedLocation ?? state.location).pathname),
    }),
  );
  const account = useMemo(() => (site.auth.enabled ? <LiveAccount /> : undefined), [site]);
  return useMemo(
    () => <Block {...block.props} {...data} currentPath={currentPath} account={account} />,
    [Block, block.props, data, currentPath, account],
  );
}

/**
 * Only sites with sign-in load the account control and ask who is signed in, once the page is
 * live: the server renders every page signed out, and a lazy part cannot render there. Apart
 * from the header, so the page going live re-renders this alone, not the whole header at once.
 */
function LiveAccount() {
  return useLive() ? (
    <Suspense>
      <HeaderSignOut />
    </Suspense>
  ) : null;
}

export function SiteFooterConnector({ block, Block }: ConnectorProps<"site-footer">) {
  const context = useSite();
  const catalogue = useQuery(catalogueQuery(context)).data;
  const data = siteFooterData({ site: context.site, now: context.now, catalogue });
  return <Block {...block.props} {...data} />;
}
