import { type ComponentProps, type ComponentType, createContext, useContext } from "react";

type LinkComponent = ComponentType<ComponentProps<"a"> & { href: string }>;

const PlainLink: LinkComponent = (props) => <a {...props} />;
const LinkContext = createContext<LinkComponent>(PlainLink);

/** The runtime supplies router-aware links; elsewhere links are plain anchors. */
export const LinkProvider = LinkContext.Provider;

/** A link to a site path or URL, through the app's router when there is one. */
export function SiteLink(props: ComponentProps<"a"> & { href: string }) {
  const Link = useContext(LinkContext);
  return <Link {...props} />;
}
