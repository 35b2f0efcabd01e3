import type { vehicleStructuredData } from "@storefront/rules/vehicle/seo/structured-data";

/** What a server-rendered page puts in the document head besides the app itself. */
export type DocumentHead = {
  title?: string;
  description?: string | undefined;
  /** The page's one address for search engines, absolute. */
  canonical?: string | undefined;
  /** The share image (Open Graph), absolute. */
  image?: string | undefined;
  /** schema.org data for search engines' rich results, written as JSON-LD. */
  structuredData?: object | undefined;
  /**
   * The vehicle a page is about, at its address: the server adds its description, share image
   * and (`structured`) schema.org data, so the code for them never reaches the browser.
   */
  vehicle?:
    | { record: Parameters<typeof vehicleStructuredData>[0]; url: string; structured: boolean }
    | undefined;
};
