import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import type { ModelImage } from "@storefront/design-system/blocks/model-overview/index.ts";
import { offerPath } from "@storefront/rules/offers/offer-search";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useSite } from "../../app/core/site-context.tsx";
import { catalogueQuery } from "../../queries/search-queries.ts";
import { useOfferEnquiry } from "../offers/offer-blocks.tsx";
import { modelSearchHref } from "../site-shell/stock-links.ts";
import { modelOfPath } from "./model-data.ts";
import { modelPhotoQuery } from "./model-photo-query.ts";

export function ModelOverviewConnector({ block, Block }: ConnectorProps<"model-overview">) {
  const context = useSite();
  const { site, now } = context;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const enquiry = useOfferEnquiry(block.props.enquiryCategory);
  const catalogue = useQuery(catalogueQuery(context)).data;
  const model = modelOfPath(site, pathname, catalogue?.modelsByMake ?? {}, now);
  const offerImage = model?.offers
    .map((offer) => offer.image_or_model_image ?? offer.image_url)
    .find(Boolean);
  const { make = "", stockModel = "" } = model ?? {};
  const photo = useQuery({
    ...modelPhotoQuery(context, make, stockModel),
    enabled: Boolean(!offerImage && make && stockModel),
  });
  if (!model) return null;
  const image: ModelImage | undefined = offerImage
    ? { kind: "offer", src: offerImage }
    : photo.isPending && photo.fetchStatus !== "idle"
      ? { kind: "loading" }
      : photo.data
        ? { kind: "stock", src: photo.data }
        : undefined;
  const count = (make && catalogue?.facets.make_model?.[`${make} > ${stockModel}`]) || 0;
  return (
    <Block
      {...block.props}
      model={{ name: model.name, title: model.title }}
      image={image}
      offers={model.offers}
      stock={{ count, href: modelSearchHref(make, stockModel) }}
      offerHref={offerPath}
      {...enquiry}
    />
  );
}
