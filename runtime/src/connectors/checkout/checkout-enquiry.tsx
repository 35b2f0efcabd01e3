import { enquiryFormBlock } from "@storefront/design-system/blocks/enquiry-form/index.ts";
import type { BlockInstanceOf, SiteDefinition } from "@storefront/schemas";
import { lazy, Suspense } from "react";
import { EnquiryFormConnector } from "../leads/enquiry-blocks.tsx";

type EnquiryProps = BlockInstanceOf<"enquiry-form">["props"];

/** The checkout's enquiry, with these props. */
function Enquiry({ props }: { props: EnquiryProps }) {
  const block = { type: "enquiry-form", id: "checkout-enquiry", hidden: false, props } as const;
  return <EnquiryFormConnector block={block} Block={enquiryFormBlock.Component} />;
}

/**
 * The enquiry with the block's default props, for a site whose vehicle page has none: the
 * schemas (and zod) load only then, not with every checkout.
 */
const DefaultEnquiry = lazy(() =>
  import("@storefront/schemas").then(({ blockProps }) => ({
    default: () => <Enquiry props={blockProps["enquiry-form"].parse({})} />,
  })),
);

/**
 * The site's own vehicle-page enquiry (its labels and steps), or the block's defaults: offered
 * where the car cannot be reserved, so it loads only then.
 */
export function CheckoutEnquiry({ site }: { site: SiteDefinition }) {
  const vehiclePage = site.pages.find((page) => page.template === "vehicle");
  const own = Object.values(vehiclePage?.zones ?? {})
    .flat()
    .find((entry): entry is BlockInstanceOf<"enquiry-form"> => entry.type === "enquiry-form");
  if (own) return <Enquiry props={own.props} />;
  return (
    <Suspense fallback={null}>
      <DefaultEnquiry />
    </Suspense>
  );
}
