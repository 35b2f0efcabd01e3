import { announcementBarBlock } from "../announcement-bar/index.ts";
import { breadcrumbBlock } from "../breadcrumb/index.ts";
import { pageHeadingBlock } from "../page-heading/index.ts";
import { siteFooterBlock } from "../site-footer/index.ts";
import { siteHeaderBlock } from "../site-header/index.ts";

/** Around every page: the header, the footer and what heads a page. */
export const layoutBlocks = {
  [announcementBarBlock.type]: announcementBarBlock,
  [siteHeaderBlock.type]: siteHeaderBlock,
  [siteFooterBlock.type]: siteFooterBlock,
  [breadcrumbBlock.type]: breadcrumbBlock,
  [pageHeadingBlock.type]: pageHeadingBlock,
};
