import type { Frame, Page } from "@playwright/test";

/** One edit of the heading, timed at each step (high-resolution epoch milliseconds). */
export type EditTiming = {
  text: string;
  changedAt: number;
  sentAt: number;
  renderedAt: number;
  visibleAt: number;
};

/**
 * Starts recording, inside the preview, each `show` it receives with the heading it carries,
 * and each time the page's main heading changes on screen; and in the host, every `rendered`.
 */
export async function recordPreviewTimings(host: Page, preview: Frame): Promise<void> {
  await host.evaluate(() => {
    const rendered: unknown[] = [];
    Object.assign(window, { renderedMessages: rendered });
    window.addEventListener("message", (event) => {
      if (event.data?.type === "storefront-preview/rendered") rendered.push(event.data);
    });
  });
  await preview.evaluate(() => {
    const clock = () => performance.timeOrigin + performance.now();
    const shows: { text: string; sentAt: number }[] = [];
    const headings: { text: string; at: number }[] = [];
    Object.assign(window, { receivedShows: shows, shownHeadings: headings });
    window.addEventListener("message", (event) => {
      if (event.data?.type !== "storefront-preview/show") return;
      const page = event.data.site.pages.find((entry: { id: string }) => entry.id === "about-us");
      const block = page?.zones.top?.find(
        (entry: { id: string }) => entry.id === "about-us-page-heading",
      );
      shows.push({ text: block?.props?.title, sentAt: event.data.sentAt });
    });
    let last = "";
    new MutationObserver(() => {
      const text = document.querySelector("main h1")?.textContent ?? "";
      if (text === last) return;
      last = text;
      headings.push({ text, at: clock() });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

type Recorded = { text: string; sentAt?: number; at?: number; renderedAt?: number };

/**
 * The timings of an edit to `text`, or undefined until each step has been recorded (the host
 * hears of the render a moment after the heading is on screen).
 */
export async function timingOf(
  host: Page,
  preview: Frame,
  text: string,
): Promise<EditTiming | undefined> {
  const changes = (await host.evaluate(() => window.headingChanges)) as Recorded[];
  const rendered = (await host.evaluate(
    () => (window as unknown as { renderedMessages: Recorded[] }).renderedMessages,
  )) as Recorded[];
  const { shows, headings } = await preview.evaluate(() => {
    const recorded = window as unknown as { receivedShows: Recorded[]; shownHeadings: Recorded[] };
    return { shows: recorded.receivedShows, headings: recorded.shownHeadings };
  });
  const change = changes.find((entry) => entry.text === text);
  const sentAts = shows.filter((entry) => entry.text === text).map((entry) => entry.sentAt);
  const render = rendered.find((entry) => sentAts.includes(entry.sentAt));
  const visible = headings.find((entry) => entry.text === text);
  if (!change?.at || !render?.sentAt || !render.renderedAt || !visible?.at) return undefined;
  return {
    text,
    changedAt: change.at,
    sentAt: render.sentAt,
    renderedAt: render.renderedAt,
    visibleAt: visible.at,
  };
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
