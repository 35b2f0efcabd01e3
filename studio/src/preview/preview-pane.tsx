import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import type { Draft } from "../editor/editor-state.ts";
import { type PreviewDeviceId, previewDevices } from "./frame/devices.ts";
import { ScaledFrame } from "./frame/scaled-frame.tsx";
import { usePreviewFrame } from "./frame/use-preview-frame.ts";
import { previewPages, templatePath } from "./pages/preview-pages.ts";
import { type PreviewFocus, previewTargetOf, targetKey } from "./pages/preview-target.ts";
import { sampleVehicleQuery } from "./pages/sample-vehicle-query.ts";
import { DeviceSwitcher } from "./pickers/device-switcher.tsx";
import { PagePicker } from "./pickers/page-picker.tsx";
import { PreviewDate } from "./pickers/preview-date.tsx";
import { dealerTimeZone, previewMoment } from "./shows/preview-moment.ts";
import { usePreviewShows } from "./shows/use-preview-shows.ts";
import { LiveIndicator } from "./status/live-indicator.tsx";
import { ProblemsNotice } from "./status/problems-notice.tsx";

export type PreviewPaneProps = {
  /** The site being edited, valid or not. */
  draft: Draft;
  /** The path to show (the page being edited); the pane starts at the home page without it. */
  pagePath?: string;
  /** The preview moved to another path: picked in the pane or reached by a click inside it. */
  onNavigate?: (path: string) => void;
  /**
   * What the marketer is editing: the preview goes to the page where it shows and brings it
   * into view, each time the marketer turns to another setting or block.
   */
  follow?: PreviewFocus | undefined;
  /** More controls for the pane's bar (which of a group's rooftops to show as). */
  controls?: ReactNode;
};

/**
 * The live preview: the real storefront in an iframe on this origin, showing the draft as it
 * is edited, at a chosen page and screen width. It fills the height its parent gives it, and
 * needs the studio's QueryClientProvider above it (it asks the stock for a vehicle to show).
 */
export function PreviewPane({
  draft,
  pagePath = "/",
  onNavigate,
  follow,
  controls,
}: PreviewPaneProps) {
  const [path, setPath] = useState(pagePath);
  const [deviceId, setDeviceId] = useState<PreviewDeviceId>("desktop");
  const [now] = useState(() => new Date());
  const [day, setDay] = useState("");
  const frame = usePreviewFrame({
    onReady: () => shows.send(),
    onNavigated: (next) => {
      shows.arrived(next);
      setPath(next);
      onNavigate?.(next);
    },
  });
  const target = follow ? previewTargetOf(follow, draft) : undefined;
  const followed = targetKey(target);
  // The same object while the marketer stays on the same thing, so it is sent and scrolled to once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by what it reveals
  const reveal = useMemo(() => target?.reveal, [followed]);
  const at = previewMoment(day, dealerTimeZone(draft));
  const shows = usePreviewShows({ draft, path, options: { at, reveal }, show: frame.show });
  const { site, problems } = shows.prepared;
  const vehicle = useQuery(sampleVehicleQuery(site, now)).data ?? undefined;
  const pages = useMemo(() => (site ? previewPages(site, vehicle) : []), [site, vehicle]);
  const device = previewDevices.find((entry) => entry.id === deviceId) ?? previewDevices[2];
  const targetPage = target?.page;
  const followPath =
    targetPage && site
      ? "path" in targetPage
        ? targetPage.path
        : templatePath(site, targetPage.template, vehicle)
      : undefined;

  useEffect(() => setPath(pagePath), [pagePath]);

  const choosePath = (next: string) => {
    setPath(next);
    onNavigate?.(next);
  };

  // To the page where the setting being edited shows, once each time the marketer turns to
  // another (a path of their own choosing in between is left alone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves only when the target does
  useEffect(() => {
    if (followPath) choosePath(followPath);
  }, [followed, followPath]);

  return (
    <section aria-label="Preview" className="flex h-full min-h-0 flex-col bg-background">
      <div className="flex flex-wrap items-center gap-3 border-b px-3 py-2">
        <PagePicker options={pages} value={path} onChange={choosePath} />
        {controls}
        <PreviewDate value={day} onChange={setDay} />
        <DeviceSwitcher value={deviceId} onChange={setDeviceId} />
        <Button size="sm" variant="outline" onClick={frame.reload}>
          Reload preview
        </Button>
        <LiveIndicator status={frame.status} latency={frame.latency} />
      </div>
      <ProblemsNotice problems={problems} hasValidVersion={site !== undefined} />
      <ScaledFrame key={frame.frameKey} frameRef={frame.frameRef} width={device.width} />
    </section>
  );
}
