import { ChevronDownIcon } from "lucide-react";
import { type FocusEvent, useCallback, useId, useRef } from "react";
import { cn } from "../../lib/cn.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { buttonVariants } from "../../ui/button/button.tsx";
import { isCurrentPath } from "./menu/current-path.ts";
import { entryHrefs, type MenuEntry } from "./menu/menu-entries.ts";
import { dropdownPanel, topLevelItem } from "./menu/menu-styles.ts";
import { MenuItemLink } from "./menu-item-link.tsx";
import { ModelsPanel } from "./models-panel.tsx";
import { useDropdownDismissal } from "./use-dropdown-dismissal.ts";

type DesktopMenuProps = {
  entries: MenuEntry[];
  currentPath?: string | undefined;
  /** The key of the open dropdown; one at most is open. */
  openKey: string | null;
  onOpenKeyChange: (key: string | null) => void;
  className?: string;
};

/** The horizontal menu: links, and disclosure buttons that show a panel below the header. */
export function DesktopMenu({
  entries,
  currentPath,
  openKey,
  onOpenKeyChange,
  className,
}: DesktopMenuProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const close = useCallback(
    ({ returnFocus }: { returnFocus: boolean }) => {
      if (returnFocus) {
        listRef.current?.querySelector<HTMLButtonElement>("button[aria-expanded=true]")?.focus();
      }
      onOpenKeyChange(null);
    },
    [onOpenKeyChange],
  );
  useDropdownDismissal(listRef, openKey !== null, close);

  return (
    <ul
      ref={listRef}
      data-slot="desktop-menu"
      className={cn("flex-wrap items-center gap-1", className)}
    >
      {entries.map((entry) =>
        entry.kind === "link" ? (
          <li key={entry.key}>
            <SiteLink
              href={entry.href}
              aria-current={isCurrentPath(entry.href, currentPath) ? "page" : undefined}
              className={
                entry.emphasised
                  ? cn(buttonVariants({ variant: "primary", size: "md" }), "ml-2")
                  : topLevelItem
              }
            >
              {entry.name}
            </SiteLink>
          </li>
        ) : (
          <DropdownItem
            key={entry.key}
            entry={entry}
            currentPath={currentPath}
            open={openKey === entry.key}
            onOpenChange={(open) => onOpenKeyChange(open ? entry.key : null)}
          />
        ),
      )}
    </ul>
  );
}

type DropdownItemProps = {
  entry: Exclude<MenuEntry, { kind: "link" }>;
  currentPath: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function DropdownItem({ entry, currentPath, open, onOpenChange }: DropdownItemProps) {
  const panelId = useId();
  const containsCurrent = entryHrefs(entry).some((href) => isCurrentPath(href, currentPath));
  const closePanel = () => onOpenChange(false);

  // Tabbing out of an open dropdown closes it; a press on its own blank space does not.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) closePanel();
  };

  const isModels = entry.kind === "models";
  return (
    <li className={isModels ? "static" : "relative"} onBlur={closeWhenFocusLeaves}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={containsCurrent || undefined}
        onClick={() => onOpenChange(!open)}
        className={topLevelItem}
      >
        {entry.name}
        <ChevronDownIcon
          aria-hidden="true"
          className={cn("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-slot="dropdown-panel"
        className={cn(
          dropdownPanel,
          isModels ? "inset-x-4 max-h-[calc(100dvh-8rem)] overflow-y-auto p-4" : "left-0 min-w-60",
        )}
      >
        {isModels ? (
          // Every model of every make is hundreds of links: they join the page only when asked for.
          open ? (
            <ModelsPanel makes={entry.makes} currentPath={currentPath} onNavigate={closePanel} />
          ) : null
        ) : (
          <ul className="grid gap-0.5">
            {entry.links.map((link) => (
              <li key={`${link.label}-${link.href}`}>
                <MenuItemLink link={link} currentPath={currentPath} onNavigate={closePanel} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
