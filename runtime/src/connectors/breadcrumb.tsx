import { BreadcrumbTrail } from "@storefront/design-system/blocks/breadcrumb/breadcrumb-trail.tsx";
import { useSite } from "../app/site-context.tsx";
import { usePage } from "../pages/page-context.tsx";

export function BreadcrumbConnector() {
  const { trail } = usePage();
  const { origin } = useSite();
  return <BreadcrumbTrail items={trail} origin={origin} />;
}
