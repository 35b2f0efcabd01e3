/** A dealer group searched through Algolia, and its keys, for the Algolia tests. */
export const algoliaTestAppId = "SHOWROOM42";
export const algoliaTestAdminKey = "admin-key-from-the-environment";

/** The group's site definition as a marketer exports it (defaults not yet filled in). */
export const algoliaTestSite = {
  version: 1,
  slug: "group",
  name: "Group Motors",
  template: "dealer-group",
  integrations: {
    search: {
      backend: "algolia",
      appId: algoliaTestAppId,
      searchApiKey: "public-search-only-key-0123",
    },
  },
};
