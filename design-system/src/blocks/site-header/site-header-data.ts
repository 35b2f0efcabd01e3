import type { BlockProps, NavigationItem } from "@storefront/schemas";
import type { ReactNode } from "react";

/** One model in stock, linking to its search page (`/search/toyota/rav4`). */
type ModelLink = { label: string; href: string; count: number };

/** A make's models, which fill a `dynamic: "models"` entry (Vehicles in the header, Models in the footer). */
export type MakeModels = { make: string; href: string; models: ModelLink[] };

/** A stock-type link (New Cars, Demo Cars, Used Cars, All Stock), filling a `dynamic: "stock"` entry. */
export type StockLink = { label: string; href: string; count?: number };

export type SiteLogoImage = { url: string; alt: string };

export type HeaderPhone = { label: string; number: string };

type SiteHeaderData = {
  siteName: string;
  /** Falls back to the theme's logo, then to the site name as text. */
  logo?: SiteLogoImage;
  /** The header menu; the runtime has already removed Offers entries when the dealer has none. */
  menu: NavigationItem[];
  models: MakeModels[];
  stock: StockLink[];
  /** The primary location's phone, shown when `showPhone` is on. */
  phone?: HeaderPhone;
  /** The page's path; its menu link is marked as the current page. */
  currentPath?: string;
  /** Called with the number when the phone link is clicked (the phone-click event). */
  onPhoneClick?: (number: string) => void;
  /** The shopper's account control at the end of the header (sign-out, on sites with sign-in on). */
  account?: ReactNode;
};

export type SiteHeaderProps = BlockProps<"site-header"> & SiteHeaderData;
