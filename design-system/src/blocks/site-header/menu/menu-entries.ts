import type { NavigationItem } from "@storefront/schemas";
import type { MakeModels, StockLink } from "../site-header-data.ts";

export type MenuLink = { label: string; href: string; count?: number | undefined };

/** A navigation item resolved against the stock data, ready to draw in a header or footer. */
export type MenuEntry =
  | { kind: "link"; key: string; name: string; href: string; emphasised: boolean }
  | { kind: "links"; key: string; name: string; links: MenuLink[] }
  | { kind: "models"; key: string; name: string; makes: MakeModels[] };

type DynamicData = { models: MakeModels[]; stock: StockLink[] };

/**
 * Resolves each item: `dynamic: "models"` takes the makes and their models, `dynamic: "stock"`
 * the stock links, `dropdown` its own links (an item's own url leads its list). A dropdown with
 * nothing to show falls back to its url, or is left out.
 */
export function toMenuEntries(menu: NavigationItem[], data: DynamicData): MenuEntry[] {
  return menu.flatMap((item, index): MenuEntry[] => {
    const key = `${index}-${item.name}`;
    const ownLink = item.url ? [{ label: item.name, href: item.url }] : [];

    const makes = data.models.filter((make) => make.models.length > 0);
    if (item.dynamic === "models" && makes.length > 0) {
      return [{ kind: "models", key, name: item.name, makes }];
    }
    const links =
      item.dynamic === "stock" ? [...ownLink, ...data.stock] : [...ownLink, ...dropdownLinks(item)];
    if ((item.dynamic || item.dropdown?.length) && links.length > ownLink.length) {
      return [{ kind: "links", key, name: item.name, links }];
    }
    if (item.url) {
      return [
        { kind: "link", key, name: item.name, href: item.url, emphasised: !!item.emphasised },
      ];
    }
    return [];
  });
}

/** A dropdown's links; deeper dropdowns are flattened into the list. */
function dropdownLinks(item: NavigationItem): MenuLink[] {
  return (item.dropdown ?? []).flatMap((child) => [
    ...(child.url ? [{ label: child.name, href: child.url }] : []),
    ...dropdownLinks(child),
  ]);
}

/** Every link an entry leads to, to tell whether the current page is inside it. */
export function entryHrefs(entry: MenuEntry): string[] {
  if (entry.kind === "link") return [entry.href];
  if (entry.kind === "links") return entry.links.map((link) => link.href);
  return entry.makes.flatMap((make) => [make.href, ...make.models.map((model) => model.href)]);
}
