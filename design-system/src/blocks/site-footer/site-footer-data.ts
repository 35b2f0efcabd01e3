import type { BlockProps, NavigationItem } from "@storefront/schemas";
import type { MakeModels, SiteLogoImage } from "../site-header/site-header-data.ts";

/** A sales location: its page (`/locations/{slug}`), one-line address and phone as stored. */
export type FooterLocation = { name: string; href: string; address: string; phone?: string };

type SiteFooterData = {
  siteName: string;
  /** Falls back to the theme's logo, then to the site name as text. */
  logo?: SiteLogoImage;
  /** Footer groups: Models (dynamic models), Buyer Tools, Servicing and Parts, the group's links. */
  menu: NavigationItem[];
  /** Fills the Models group, capped at `footerModelLimit` links. */
  models: MakeModels[];
  locations: FooterLocation[];
  year: number;
  /** Called with the number when a location's phone link is clicked (the phone-click event). */
  onPhoneClick?: (number: string) => void;
};

export type SiteFooterProps = BlockProps<"site-footer"> & SiteFooterData;
