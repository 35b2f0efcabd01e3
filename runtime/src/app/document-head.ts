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
};
