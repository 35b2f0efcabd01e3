import { pdfHref, printHref } from "@storefront/rules/vehicle/actions/print-links";
import { FileTextIcon, PrinterIcon, ScrollTextIcon, Share2Icon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Button } from "../../ui/button/button.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { usePdfDownload } from "./use-pdf-download.ts";

// The share dialog's code (dialog, focus trap, clipboard) loads when it is first opened.
const ShareDialog = lazy(() =>
  import("./share-dialog.tsx").then((module) => ({ default: module.ShareDialog })),
);

type VehicleActionsData = {
  share: boolean;
  print: boolean;
  pdf: boolean;
  slug: string;
  title: string;
  /** The vehicle page's absolute address, which sharing passes on. */
  pageUrl: string;
  /** The history report's address (`car.file`); without one there is no button. */
  historyReportUrl: string | null | undefined;
  onHistoryReport: () => void;
};

/** The vehicle page's share, print, PDF and history-report buttons. */
export function VehicleActions({
  share,
  print,
  pdf,
  slug,
  title,
  pageUrl,
  historyReportUrl,
  onHistoryReport,
}: VehicleActionsData) {
  const [sharing, setSharing] = useState<"never" | "open" | "closed">("never");
  const shareButton = useRef<HTMLButtonElement>(null);
  const download = usePdfDownload(slug, pdfHref(slug));
  if (!share && !print && !pdf && !historyReportUrl) return null;
  return (
    <div data-slot="vehicle-actions" className="flex flex-wrap gap-2">
      {share ? (
        <Button
          ref={shareButton}
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          aria-expanded={sharing === "open"}
          onClick={() => setSharing("open")}
        >
          <Share2Icon aria-hidden />
          Share
        </Button>
      ) : null}
      {print ? (
        <LinkButton asChild variant="outline" size="sm">
          <SiteLink href={printHref(slug)}>
            <PrinterIcon aria-hidden />
            Print
          </SiteLink>
        </LinkButton>
      ) : null}
      {pdf ? (
        <Button
          variant="outline"
          size="sm"
          aria-busy={download.preparing}
          disabled={download.preparing}
          onClick={download.start}
        >
          <FileTextIcon aria-hidden />
          {download.preparing ? "Preparing PDF…" : "Download PDF"}
        </Button>
      ) : null}
      {historyReportUrl ? (
        <LinkButton
          variant="outline"
          size="sm"
          href={historyReportUrl}
          target="_blank"
          rel="noopener"
          onClick={onHistoryReport}
        >
          <ScrollTextIcon aria-hidden />
          History Report
          <span className="sr-only"> (opens in a new tab)</span>
        </LinkButton>
      ) : null}
      {sharing === "never" ? null : (
        <Suspense fallback={null}>
          <ShareDialog
            open={sharing === "open"}
            onOpenChange={(open) => setSharing(open ? "open" : "closed")}
            returnFocus={shareButton}
            title={title}
            pageUrl={pageUrl}
          />
        </Suspense>
      )}
    </div>
  );
}
