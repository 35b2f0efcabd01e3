import type { SiteDefinition } from "@storefront/schemas";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Draft } from "../../editor/editor-state.ts";
import type { ShowOptions } from "../frame/storefront-preview.ts";
import { type PreparedPreview, preparePreview } from "./prepare-preview.ts";
import { createThrottle } from "./throttle.ts";

// Edits send at most once per interval, so a draft change reaches the preview within it (plus
// the draft's validation), however fast the marketer types.
const showInterval = 100;

type Shows = {
  draft: Draft;
  path: string;
  /** The moment to show the site at and what to bring into view; sent again when they change. */
  options: ShowOptions;
  /** Sends a version to the preview; false while the preview is not listening. */
  show: (site: SiteDefinition, path: string, options: ShowOptions) => boolean;
};

/**
 * Keeps the preview showing the draft at the path: validated and completed, sent at once when
 * the path changes and throttled while the draft changes. Returns what is being shown.
 */
export function usePreviewShows({ draft, path, options, show }: Shows) {
  const [prepared, setPrepared] = useState<PreparedPreview>(() => preparePreview(draft, undefined));
  const preparedFor = useRef({ draft, result: prepared });
  const draftRef = useRef(draft);
  const pathRef = useRef(path);
  const optionsRef = useRef(options);
  const sentPath = useRef<string | undefined>(undefined);

  /** Sends the newest draft at the newest path (validating it when it changed). */
  const send = useCallback(() => {
    const draft = draftRef.current;
    if (preparedFor.current.draft !== draft) {
      const result = preparePreview(draft, preparedFor.current.result.site);
      preparedFor.current = { draft, result };
      setPrepared(result);
    }
    const { site } = preparedFor.current.result;
    if (site && show(site, pathRef.current, optionsRef.current)) sentPath.current = pathRef.current;
  }, [show]);

  const throttle = useMemo(() => createThrottle(send, showInterval), [send]);
  useEffect(() => () => throttle.cancel(), [throttle]);
  useEffect(() => {
    draftRef.current = draft;
    throttle.request();
  }, [draft, throttle]);
  const { at, reveal } = options;
  // A new path, moment or thing to reveal is sent at once (`reveal` is kept the same object
  // while it is the same thing).
  useEffect(() => {
    const changed = optionsRef.current.at !== at || optionsRef.current.reveal !== reveal;
    pathRef.current = path;
    optionsRef.current = { at, reveal };
    if (changed || path !== sentPath.current) send();
  }, [path, at, reveal, send]);

  /** The preview went to this path by itself (a click inside it): nothing to send. */
  const arrived = useCallback((path: string) => {
    pathRef.current = path;
    sentPath.current = path;
  }, []);

  return { prepared, send, arrived };
}
