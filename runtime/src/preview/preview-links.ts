const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/**
 * Keeps clicks on links inside the preview: the storefront's router already handles its own
 * links; any other link to this site navigates the preview too (a page load would leave preview
 * mode and show the published site), and links elsewhere open in a new tab.
 */
export function keepLinksInPreview(navigate: (path: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const anchor = event.target.closest("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
    // A link meant for another window or tab opens there, as on the live site.
    if (anchor.target && anchor.target !== "_self") return;
    // In-page anchors (the skip link) resolve against the frame's own address: leave them be.
    if (anchor.getAttribute("href")?.startsWith("#")) return;
    const url = new URL(anchor.href);
    if (url.protocol !== "http:" && url.protocol !== "https:") return;
    event.preventDefault();
    if (url.origin === window.location.origin) navigate(url.pathname + url.search + url.hash);
    else window.open(url.href, "_blank", "noopener,noreferrer");
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
