import type { BlockInstance, PageTemplate } from "@storefront/schemas";
import { Fragment, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { type BlockRenderOptions, renderBlock } from "./render-block.tsx";

/** A page's (or the layout's) blocks by zone. */
export type Zones = { readonly [zone: string]: readonly BlockInstance[] | undefined };

type ZoneProps = {
  name: string;
  blocks: readonly BlockInstance[] | undefined;
  options: BlockRenderOptions;
  className?: string;
};

/** One named zone: its blocks in order, each isolated so one failure leaves the rest. */
export function Zone({ name, blocks = [], options, className }: ZoneProps) {
  return (
    <div data-slot="zone" data-zone={name} className={cn("flex min-w-0 flex-col", className)}>
      {blocks.map((block) => (
        <Fragment key={block.id}>{renderBlock(block, options)}</Fragment>
      ))}
    </div>
  );
}

type PageRendererProps = Partial<BlockRenderOptions> & {
  template: PageTemplate;
  zones: Zones;
};

/**
 * Renders a page's zones in its template's arrangement: a sidebar beside the results on the
 * search page, beside the details on the vehicle page, stacked elsewhere. The runtime and the
 * studio's preview both render pages through it.
 */
export function PageRenderer({ template, zones, mode = "production", ...rest }: PageRendererProps) {
  const options: BlockRenderOptions = { mode, ...rest };
  const zone = (name: string, className?: string) => (
    <Zone name={name} blocks={zones[name]} options={options} className={className} />
  );
  let body: ReactNode;
  if (template === "search") {
    body = (
      <>
        {zone("top")}
        <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 pb-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
          {zone("sidebar")}
          {zone("main")}
        </div>
        {zone("bottom")}
      </>
    );
  } else if (template === "vehicle") {
    body = (
      <>
        {zone("top")}
        <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 pb-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          {zone("main")}
          {zone("sidebar")}
        </div>
        {zone("bottom")}
      </>
    );
  } else {
    body = ["top", "main", "bottom"].map((name) => (
      <Zone key={name} name={name} blocks={zones[name]} options={options} />
    ));
  }
  return (
    <div data-slot="page" data-template={template} className="flex flex-col">
      {body}
    </div>
  );
}

type SiteLayoutProps = Partial<BlockRenderOptions> & { zones: Zones; children: ReactNode };

/** The site layout's header and footer zones around the page, with the main landmark between. */
export function SiteLayout({ zones, children, mode = "production", ...rest }: SiteLayoutProps) {
  const options: BlockRenderOptions = { mode, ...rest };
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
