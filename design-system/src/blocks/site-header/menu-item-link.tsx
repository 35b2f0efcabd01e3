import { formatNumber } from "@storefront/rules/formatting/format";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { isCurrentPath } from "./menu/current-path.ts";
import type { MenuLink } from "./menu/menu-entries.ts";

type MenuItemLinkProps = {
  link: MenuLink;
  currentPath?: string | undefined;
  /** Called when the link is followed, so an open dropdown or drawer can close. */
  onNavigate?: (() => void) | undefined;
  className?: string;
};

/** A link inside a dropdown or the drawer, with its stock count when it has one. */
export function MenuItemLink({ link, currentPath, onNavigate, className }: MenuItemLinkProps) {
  return (
    <SiteLink
      href={link.href}
      aria-current={isCurrentPath(link.href, currentPath) ? "page" : undefined}
      onClick={onNavigate}
      data-slot="menu-item-link"
      className={cn(
        "flex items-center justify-between gap-4 rounded-md px-3 py-2 text-sm hover:bg-muted",
        "aria-[current=page]:font-semibold aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4",
        focusRing,
        className,
      )}
    >
      <span>{link.label}</span>
      {link.count === undefined ? null : (
        <span className="text-muted-foreground text-xs tabular-nums">
          {formatNumber(link.count)}
          <span className="sr-only"> in stock</span>
        </span>
      )}
    </SiteLink>
  );
}
