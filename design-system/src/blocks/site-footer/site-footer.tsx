import { useMemo } from "react";
import { toMenuEntries } from "../site-header/menu/menu-entries.ts";
import { SiteLogo } from "../site-header/site-logo.tsx";
import { FooterLocations } from "./footer-locations.tsx";
import { FooterMenu } from "./footer-menu.tsx";
import type { SiteFooterProps } from "./site-footer-data.ts";

/** Menu groups, the sales locations, legal text and the copyright line. */
export function SiteFooter({
  legal,
  showLocations,
  siteName,
  logo,
  menu,
  models,
  locations,
  year,
  onPhoneClick,
}: SiteFooterProps) {
  const entries = useMemo(() => toMenuEntries(menu, { models, stock: [] }), [menu, models]);
  return (
    <footer data-slot="site-footer" className="@container/footer border-t bg-muted text-foreground">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-10">
        <FooterMenu entries={entries} />
        {showLocations && locations.length > 0 ? (
          <FooterLocations locations={locations} onPhoneClick={onPhoneClick} />
        ) : null}
        <div className="grid gap-4 border-t pt-6 text-muted-foreground text-sm">
          <SiteLogo
            siteName={siteName}
            logo={logo}
            className="w-fit text-foreground [&_img]:max-w-48"
          />
          {legal ? <p className="max-w-3xl whitespace-pre-line">{legal}</p> : null}
          <p>
            © {year} {siteName}
          </p>
        </div>
      </div>
    </footer>
  );
}
