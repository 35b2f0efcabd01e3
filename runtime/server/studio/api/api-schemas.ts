// The API's request schemas live with its contract in schemas/, where the studio reads them too.

export { siteId as siteSlug } from "@storefront/schemas/studio/site-id";
export {
  draftBody,
  draftByteLimit,
  draftHistoryBody,
  exportRequest,
  rollbackRequest,
  type StartFrom,
  slugParams,
  startFrom,
  versionParams,
} from "@storefront/schemas/studio-api";
