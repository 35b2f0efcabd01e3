import { cn } from "../../../lib/cn.ts";
import { SiteLink } from "../../../renderer/site-link.tsx";
import { buttonVariants } from "../../../ui/button/button.tsx";
import { Drawer, DrawerContent, DrawerHeader, DrawerTitle } from "../../../ui/drawer/drawer.tsx";
import type { LazyDrawerProps } from "../../../ui/drawer/lazy-drawer-trigger.tsx";
import { isCurrentPath } from "../menu/current-path.ts";
import type { MenuEntry } from "../menu/menu-entries.ts";
import { MenuItemLink } from "../menu-item-link.tsx";
import { MobileSubmenu } from "./mobile-submenu.tsx";

type MobileMenuDrawerProps = LazyDrawerProps & {
  entries: MenuEntry[];
  currentPath?: string | undefined;
};

/** The drawer the Menu button opens: the menu as nested sections. */
export function MobileMenuDrawer({
  entries,
  currentPath,
  open,
  onOpenChange,
  returnFocus,
}: MobileMenuDrawerProps) {
  const closeDrawer = () => onOpenChange(false);
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        returnFocus={returnFocus}
        side="right"
        aria-describedby={undefined}
        className="w-[85%] gap-2 px-4"
      >
        <DrawerHeader>
          <DrawerTitle>Menu</DrawerTitle>
        </DrawerHeader>
        <ul data-slot="mobile-menu" className="grid gap-1">
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.kind === "link" ? (
                entry.emphasised ? (
                  <SiteLink
                    href={entry.href}
                    aria-current={isCurrentPath(entry.href, currentPath) ? "page" : undefined}
                    onClick={closeDrawer}
                    className={cn(buttonVariants({ variant: "primary" }), "mt-2 w-full")}
                  >
                    {entry.name}
                  </SiteLink>
                ) : (
                  <MenuItemLink
                    link={{ label: entry.name, href: entry.href }}
                    currentPath={currentPath}
                    onNavigate={closeDrawer}
                    className="font-medium text-base"
                  />
                )
              ) : (
                <MobileSubmenu entry={entry} currentPath={currentPath} onNavigate={closeDrawer} />
              )}
            </li>
          ))}
        </ul>
      </DrawerContent>
    </Drawer>
  );
}
