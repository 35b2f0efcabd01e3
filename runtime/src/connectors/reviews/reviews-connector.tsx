import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useSite } from "../../app/core/site-context.tsx";

/** The site's review summary and its reviews settings (hidden, minimum rating, how many). */
export function ReviewsConnector({ block, Block }: ConnectorProps<"reviews">) {
  const { site, now } = useSite();
  const { summary, ...settings } = site.reviews;
  return <Block {...block.props} summary={summary} settings={settings} now={now} />;
}
