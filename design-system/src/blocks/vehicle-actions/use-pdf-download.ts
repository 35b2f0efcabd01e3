import { useState } from "react";

/**
 * Downloads the vehicle's PDF as `{slug}.pdf`, preparing while the server writes it; a failure
 * alerts the shopper with its message (spec: "PDF failure: Alert with the error message").
 */
export function usePdfDownload(slug: string, href: string) {
  const [preparing, setPreparing] = useState(false);
  const start = async () => {
    setPreparing(true);
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`The PDF could not be prepared (${response.status}).`);
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement("a"), {
        href: url,
        download: `${slug}.pdf`,
      });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(false);
    }
  };
  return { preparing, start: () => void start() };
}
