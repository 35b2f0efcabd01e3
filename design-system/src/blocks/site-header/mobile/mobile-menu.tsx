import { MenuIcon } from "lucide-react";
import { lazy, useState } from "react";
import { useOnLocationChange } from "../../../renderer/location-changes.tsx";
import { LazyDrawerTrigger } from "../../../ui/drawer/lazy-drawer-trigger.tsx";
import type { MenuEntry } from "../menu/menu-entries.ts";

// The drawer's code (dialog, focus trap, scroll lock) loads when the menu is first opened.
const MobileMenuDrawer = lazy(() =>
  import("./mobile-menu-drawer.tsx").then((module) => ({ default: module.MobileMenuDrawer })),
);

type MobileMenuProps = {
  entries: MenuEntry[];
  currentPath?: string | undefined;
  className?: string;
};

/** Below desktop width: a Menu button opening a side drawer with the menu as nested sections. */
export function MobileMenu({ entries, currentPath, className }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // Any navigation closes the drawer, Back included, whether or not a menu link names the path.
  useOnLocationChange(() => {
    if (open) setOpen(false);
  });

  return (
    <LazyDrawerTrigger
      variant="outline"
      size="sm"
      className={className}
      open={open}
      onOpenChange={setOpen}
      drawer={(drawer) => (
        <MobileMenuDrawer entries={entries} currentPath={currentPath} {...drawer} />
      )}
    >
      <MenuIcon aria-hidden="true" />
      Menu
    </LazyDrawerTrigger>
  );
}
