import type { ReactNode } from "react";
import { StudioLink } from "../app/studio-link.tsx";
import { DraftList } from "./draft-list.tsx";
import { ImportSiteFile } from "./import-site-file.tsx";
import { SourceList } from "./source-list.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="font-heading font-semibold text-xl">{title}</h2>
      {children}
    </section>
  );
}

/** The studio's first screen: the marketer's sites, and ways to start another. */
export function SiteListScreen() {
  return (
    <main className="mx-auto grid max-w-5xl gap-10 px-6 py-10" data-slot="site-list-screen">
      <header className="grid gap-1">
        <h1 className="font-heading font-bold text-3xl">Studio</h1>
        <p className="text-muted-foreground">
          Build your dealer sites from blocks and export them.
        </p>
        <p>
          <StudioLink
            to={{ screen: "leads", site: null, filters: {}, lead: null }}
            className="underline underline-offset-4"
          >
            Leads
          </StudioLink>{" "}
          <span className="text-muted-foreground">received by the sites this server serves</span>
        </p>
      </header>
      <Section title="Your sites">
        <DraftList />
      </Section>
      <Section title="Start a new site from a template">
        <SourceList kind="template" action="Start from" empty="There are no templates." />
      </Section>
      <Section title="Open an exported site">
        <SourceList kind="export" action="Open" empty="Nothing has been exported yet." />
      </Section>
      <Section title="Import a site definition">
        <ImportSiteFile />
      </Section>
    </main>
  );
}
