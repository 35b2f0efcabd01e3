import { MenuIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Button, buttonVariants } from "../../ui/button/button.tsx";
import {
  Drawer,
  DrawerContent,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from "../../ui/drawer/drawer.tsx";
import { isCurrentPath } from "./current-path.ts";
import type { MenuEntry } from "./menu-entries.ts";
import { MenuItemLink } from "./menu-item-link.tsx";
import { MobileSubmenu } from "./mobile-submenu.tsx";

type MobileMenuProps = {
  entries: MenuEntry[];
  currentPath?: string | undefined;
  className?: string;
};

/** Below desktop width: a Menu button opening a side drawer with the menu as nested sections. */
export function MobileMenu({ entries, currentPath, className }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(currentPath);
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    setOpen(false);
  }
  const closeDrawer = () => setOpen(false);

  return (
    <Drawer open={open} onOpenChange={setOpen}>
      <DrawerTrigger asChild>
        <Button variant="outline" size="sm" className={className}>
          <MenuIcon aria-hidden="true" />
          Menu
        </Button>
      </DrawerTrigger>
      <DrawerContent side="right" aria-describedby={undefined} className="w-[85%] gap-2 px-4">
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
