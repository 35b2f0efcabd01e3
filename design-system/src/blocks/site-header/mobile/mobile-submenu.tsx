import { ChevronDownIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";
import { focusRing } from "../../../lib/focus-ring.ts";
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from "../../../ui/collapsible/collapsible.tsx";
import { isCurrentPath } from "../menu/current-path.ts";
import { entryHrefs, type MenuEntry, type MenuLink } from "../menu/menu-entries.ts";
import { MenuItemLink } from "../menu-item-link.tsx";

type MobileSubmenuProps = {
  entry: Exclude<MenuEntry, { kind: "link" }>;
  currentPath: string | undefined;
  onNavigate: () => void;
};

/**
 * A dropdown entry in the drawer, as a collapsible section. Vehicles nests one section per make
 * when the site sells several; a section holding the current page starts open.
 */
export function MobileSubmenu({ entry, currentPath, onNavigate }: MobileSubmenuProps) {
  const links = (items: MenuLink[]) => (
    <LinkList links={items} currentPath={currentPath} onNavigate={onNavigate} />
  );
  const containsCurrent = entryHrefs(entry).some((href) => isCurrentPath(href, currentPath));

  if (entry.kind === "links") {
    return (
      <Section title={entry.name} defaultOpen={containsCurrent} level="top">
        {links(entry.links)}
      </Section>
    );
  }

  const [onlyMake] = entry.makes;
  if (entry.makes.length === 1 && onlyMake) {
    return (
      <Section title={entry.name} defaultOpen={containsCurrent} level="top">
        {links([{ label: onlyMake.make, href: onlyMake.href }, ...onlyMake.models])}
      </Section>
    );
  }
  return (
    <Section title={entry.name} defaultOpen={containsCurrent} level="top">
      <ul className="grid gap-1">
        {entry.makes.map((make) => (
          <li key={make.href}>
            <Section
              title={make.make}
              level="nested"
              defaultOpen={[make.href, ...make.models.map((model) => model.href)].some((href) =>
                isCurrentPath(href, currentPath),
              )}
            >
              {links([{ label: `All ${make.make}`, href: make.href }, ...make.models])}
            </Section>
          </li>
        ))}
      </ul>
    </Section>
  );
}

type SectionProps = {
  title: string;
  level: "top" | "nested";
  defaultOpen: boolean;
  children: ReactNode;
};

function Section({ title, level, defaultOpen, children }: SectionProps) {
  return (
    <Collapsible defaultOpen={defaultOpen}>
      <CollapsibleTrigger
        className={cn(
          "flex w-full cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 text-left hover:bg-muted [&[data-state=open]>svg]:rotate-180",
          level === "top" ? "font-medium text-base" : "font-medium text-sm",
          focusRing,
        )}
      >
        {title}
        <ChevronDownIcon
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform"
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="ml-3 border-l pl-2">{children}</CollapsibleContent>
    </Collapsible>
  );
}

type LinkListProps = {
  links: MenuLink[];
  currentPath: string | undefined;
  onNavigate: () => void;
};

function LinkList({ links, currentPath, onNavigate }: LinkListProps) {
  return (
    <ul className="grid">
      {links.map((link) => (
        <li key={`${link.label}-${link.href}`}>
          <MenuItemLink link={link} currentPath={currentPath} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
