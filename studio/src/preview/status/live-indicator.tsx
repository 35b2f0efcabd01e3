import { cn } from "@storefront/design-system/lib/cn.ts";
import type { PreviewStatus } from "../frame/use-preview-frame.ts";

type LiveIndicatorProps = {
  status: PreviewStatus;
  /** Milliseconds the latest change took to show. */
  latency: number | undefined;
};

/**
 * Whether the preview is connected and following the draft. The words change only when the
 * connection does, so screen readers are not told of every keystroke; the dot pulses while a
 * change is on its way.
 */
export function LiveIndicator({ status, latency }: LiveIndicatorProps) {
  const connected = status !== "connecting";
  return (
    <p
      role="status"
      data-state={status}
      title={
        latency === undefined ? undefined : `The last change showed in ${Math.round(latency)} ms`
      }
      className="flex shrink-0 items-center gap-2 text-sm"
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-2 rounded-full",
          connected ? "bg-success" : "bg-muted-foreground",
          status === "updating" && "animate-pulse",
        )}
      />
      {connected ? "Live" : "Connecting…"}
    </p>
  );
}
