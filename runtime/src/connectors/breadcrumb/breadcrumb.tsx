import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useSite } from "../../app/site-context.tsx";
import { usePage } from "../../pages/page-context.tsx";
import { breadcrumbData } from "./breadcrumb-data.ts";

export function BreadcrumbConnector({ block, Block }: ConnectorProps<"breadcrumb">) {
  const { trail } = usePage();
  const { origin } = useSite();
  return <Block {...block.props} {...breadcrumbData({ trail, origin })} />;
}
