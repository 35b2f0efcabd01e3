import type { BlockInstance } from "@storefront/schemas";
import {
  type PageTemplate,
  type ZoneColumns,
  zoneRows,
} from "@storefront/schemas/site/page-templates";
import { Fragment, type ReactNode, useEffect } from "react";
import { cn } from "../lib/cn.ts";
import { markPageHydrated } from "./page-hydrated.ts";
import { type BlockRenderOptions, renderBlock } from "./render-block.tsx";
import type { RenderMode } from "./render-mode.ts";

/** A page's (or the layout's) blocks by zone. */
export type Zones = { readonly [zone: string]: readonly BlockInstance[] | undefined };

type ZoneProps = {
  name: string;
  blocks: readonly BlockInstance[] | undefined;
  options: BlockRenderOptions;
  className?: string;
};

/** One named zone: its blocks in order, each isolated so one failure leaves the rest. */
function Zone({ name, blocks = [], options, className }: ZoneProps) {
  return (
    <div data-slot="zone" data-zone={name} className={cn("flex min-w-0 flex-col", className)}>
      {blocks.map((block) => (
        <Fragment key={block.id}>{renderBlock(block, options)}</Fragment>
      ))}
    </div>
  );
}

type PageRendererProps = Omit<BlockRenderOptions, "mode"> & {
  mode?: RenderMode;
  template: PageTemplate;
  zones: Zones;
};

/** Where the narrow column of two zones side by side goes, and how wide it is. */
const asideColumns: Record<ZoneColumns["side"], string> = {
  start: "lg:grid-cols-[18rem_minmax(0,1fr)]",
  end: "lg:grid-cols-[minmax(0,1fr)_22rem]",
};

/**
 * Renders a page's zones in its template's arrangement, as the page template catalogue in
 * schemas/ gives it (zones stacked, or two side by side). The runtime and the studio's preview
 * both render pages through it, each passing the block registry and its connectors.
 */
export function PageRenderer({ template, zones, mode = "production", ...rest }: PageRendererProps) {
  const options: BlockRenderOptions = { mode, ...rest };
  const zone = (name: string) => (
    <Zone key={name} name={name} blocks={zones[name]} options={options} />
  );
  return (
    <div data-slot="page" data-template={template} className="flex flex-col">
      {zoneRows(template).map((row) =>
        typeof row === "string" ? (
          zone(row)
        ) : (
          <div
            key={`${row.aside}|${row.main}`}
            className={cn("mx-auto grid w-full max-w-7xl gap-6 px-4 pb-10", asideColumns[row.side])}
          >
            {row.side === "start"
              ? [zone(row.aside), zone(row.main)]
              : [zone(row.main), zone(row.aside)]}
          </div>
        ),
      )}
    </div>
  );
}

type SiteLayoutProps = Omit<BlockRenderOptions, "mode"> & {
  mode?: RenderMode;
  zones: Zones;
  children: ReactNode;
};

/** The site layout's header and footer zones around the page, with the main landmark between. */
export function SiteLayout({ zones, children, mode = "production", ...rest }: SiteLayoutProps) {
  const options: BlockRenderOptions = { mode, ...rest };
  // Pages from here on are the browser's to render: their server-rendered blocks render at once.
  useEffect(markPageHydrated, []);
  return (
    <div data-slot="site-layout" className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Zone name="header" blocks={zones.header} options={options} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Zone name="footer" blocks={zones.footer} options={options} />
    </div>
  );
}
