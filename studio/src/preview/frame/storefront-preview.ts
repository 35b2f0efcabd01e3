// The studio previews sites by running the real storefront; its side of the conversation with
// the storefront's preview mode comes from the runtime, so both speak one protocol.
export { previewClock } from "../../../../runtime/src/preview/preview-clock.ts";
export { storefrontMessageFrom } from "../../../../runtime/src/preview/preview-guards.ts";
export {
  type PreviewMessage,
  type PreviewReveal,
  previewQueryParam,
  type ShowOptions,
} from "../../../../runtime/src/preview/preview-protocol.ts";
