import type { SiteDefinition } from "@storefront/schemas";
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import {
  type PreviewMessage,
  previewClock,
  type ShowOptions,
  storefrontMessageFrom,
} from "./storefront-preview.ts";

/** Connecting until the storefront says it listens; updating while a sent version is not drawn. */
export type PreviewStatus = "connecting" | "updating" | "live";

type FrameEvents = {
  /** The storefront in the frame listens (after the first load and after every reload). */
  onReady: () => void;
  /** A click inside the preview took it to another path. */
  onNavigated: (path: string) => void;
};

/**
 * The studio's end of the conversation with the storefront in its iframe. It only listens to
 * that iframe's window on this origin; anything else posting to the studio is ignored.
 */
export function usePreviewFrame(events: FrameEvents) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [frameKey, setFrameKey] = useState(0);
  const [status, setStatus] = useState<PreviewStatus>("connecting");
  /** Milliseconds from sending the latest drawn version to the preview drawing it. */
  const [latency, setLatency] = useState<number>();
  const ready = useRef(false);
  const lastSentAt = useRef(0);
  const onReady = useEffectEvent(events.onReady);
  const onNavigated = useEffectEvent(events.onNavigated);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = storefrontMessageFrom(event, {
        origin: window.location.origin,
        source: frameRef.current?.contentWindow,
      });
      if (message?.type === "storefront-preview/ready") {
        ready.current = true;
        setStatus("live");
        onReady();
      } else if (message?.type === "storefront-preview/rendered") {
        setLatency(message.renderedAt - message.sentAt);
        if (message.sentAt === lastSentAt.current) setStatus("live");
      } else if (message?.type === "storefront-preview/navigated") {
        onNavigated(message.path);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  /** Sends a version of the site to show at a path; false while the storefront is not listening. */
  const show = useCallback((site: SiteDefinition, path: string, options: ShowOptions): boolean => {
    const target = frameRef.current?.contentWindow;
    if (!ready.current || !target) return false;
    const message: PreviewMessage = {
      type: "storefront-preview/show",
      site,
      path,
      sentAt: previewClock(),
      ...(options.at === undefined ? {} : { at: options.at }),
      ...(options.reveal ? { reveal: options.reveal } : {}),
    };
    lastSentAt.current = message.sentAt;
    target.postMessage(message, window.location.origin);
    setStatus("updating");
    return true;
  }, []);

  const reload = useCallback(() => {
    ready.current = false;
    setStatus("connecting");
    setFrameKey((key) => key + 1);
  }, []);

  return { frameRef, frameKey, status, latency, show, reload };
}
