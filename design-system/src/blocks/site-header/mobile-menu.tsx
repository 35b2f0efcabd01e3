import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import type { MenuEntry } from "./menu-entries.ts";

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
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [shownPath, setShownPath] = useState(currentPath);
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    setOpen(false);
  }

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" />
        Menu
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            entries={entries}
            currentPath={currentPath}
            open={open}
            onOpenChange={setOpen}
            returnFocus={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
