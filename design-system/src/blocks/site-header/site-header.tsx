import { useMemo, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { useOnLocationChange } from "../../renderer/location-changes.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { toMenuEntries } from "./menu/menu-entries.ts";
import { MobileMenu } from "./mobile/mobile-menu.tsx";
import { PhoneLink } from "./phone-link.tsx";
import type { SiteHeaderProps } from "./site-header-data.ts";
import { SiteLogo } from "./site-logo.tsx";

/** Set on the header while a dropdown is open, as the spec asks; styles and scripts can key off it. */
export const dropdownOpenClass = "dropdown-open";

/*
 * The header switches between the drawer and the horizontal menu on its own width (a container
 * query at 64rem, the `lg` breakpoint), so it lays out the same in a studio preview frame or a
 * narrow story as on a phone.
 */
export function SiteHeader({
  sticky,
  showPhone,
  siteName,
  logo,
  menu,
  models,
  stock,
  phone,
  currentPath,
  onPhoneClick,
  account,
}: SiteHeaderProps) {
  const entries = useMemo(() => toMenuEntries(menu, { models, stock }), [menu, models, stock]);
  const [openKey, setOpenKey] = useState<string | null>(null);
  // Any navigation closes an open dropdown; a closed header is not drawn again for it.
  useOnLocationChange(() => {
    if (openKey !== null) setOpenKey(null);
  });
  const dropdownOpen = openKey !== null;

  return (
    <header
      data-slot="site-header"
      data-sticky={sticky || undefined}
      data-dropdown-open={dropdownOpen || undefined}
      className={cn(
        "@container/header z-40 border-b bg-background text-foreground",
        sticky ? "sticky top-0" : "relative",
        dropdownOpen && [dropdownOpenClass, "shadow-md"],
      )}
    >
      <div className="relative mx-auto flex min-h-16 w-full max-w-7xl items-center gap-2 px-4 py-2 @md/header:gap-4">
        <SiteLogo
          siteName={siteName}
          logo={logo}
          className="mr-auto @md/header:[&_img]:max-w-48 @5xl/header:mr-2"
        />
        <nav aria-label="Main" className="flex items-center @5xl/header:mr-auto @5xl/header:flex-1">
          <DesktopMenu
            entries={entries}
            currentPath={currentPath}
            openKey={openKey}
            onOpenKeyChange={setOpenKey}
            className="hidden @5xl/header:flex"
          />
          <MobileMenu entries={entries} currentPath={currentPath} className="@5xl/header:hidden" />
        </nav>
        {showPhone && phone ? <PhoneLink phone={phone} onClick={onPhoneClick} /> : null}
        {account}
      </div>
    </header>
  );
}
