import { type ComponentProps, type ComponentType, createContext, useContext } from "react";

export type SiteLinkProps = ComponentProps<"a"> & {
  href: string;
  /**
   * Following the link leaves the page scrolled where it is, as the block that shows what the
   * link changes brings it into view itself (a results page scrolls once its results are in).
   */
  keepScroll?: boolean | undefined;
};

type LinkComponent = ComponentType<SiteLinkProps>;

const PlainLink: LinkComponent = ({ keepScroll: _, ...props }) => <a {...props} />;
const LinkContext = createContext<LinkComponent>(PlainLink);

/** The runtime supplies router-aware links; elsewhere links are plain anchors. */
export const LinkProvider = LinkContext.Provider;

/** A link to a site path or URL, through the app's router when there is one. */
export function SiteLink(props: SiteLinkProps) {
  const Link = useContext(LinkContext);
  return <Link {...props} />;
}
