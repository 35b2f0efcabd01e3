import { useState } from "react";

/**
 * Downloads the vehicle's PDF as `{slug}.pdf`, preparing while the server writes it; a failure
 * alerts the shopper with its message (spec: "PDF failure: Alert with the error message"). The
 * download's code loads on the first click.
 */
export function usePdfDownload(slug: string, href: string) {
  const [preparing, setPreparing] = useState(false);
  const start = async () => {
    setPreparing(true);
    try {
      const { downloadPdf } = await import("./download-pdf.ts");
      await downloadPdf(slug, href);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(false);
    }
  };
  return { preparing, start: () => void start() };
}
