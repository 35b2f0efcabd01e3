import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useSite } from "../app/site-context.tsx";
import { catalogueQuery } from "../queries/search-queries.ts";
import type { PathMatch } from "../routing/match-path.ts";
import { namedPage } from "./named-page.ts";
import { PageView } from "./page-view.tsx";

/** A page of the site, titled by the offer or brand its address names when it names one. */
export function NamedPageView({ match }: { match: PathMatch }) {
  const context = useSite();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const makesInStock = useQuery(catalogueQuery(context)).data?.makes ?? [];
  const named = namedPage(match, pathname, context.site, { now: context.now, makesInStock });
  return <PageView page={match.page} {...named} />;
}
