import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { isCurrentPath } from "./menu/current-path.ts";
import { MenuItemLink } from "./menu-item-link.tsx";
import type { MakeModels } from "./site-header-data.ts";

type ModelsPanelProps = {
  makes: MakeModels[];
  currentPath?: string | undefined;
  onNavigate?: (() => void) | undefined;
};

/** The Vehicles dropdown: each make (linking to its stock) above its models with their counts. */
export function ModelsPanel({ makes, currentPath, onNavigate }: ModelsPanelProps) {
  return (
    <ul
      data-slot="models-panel"
      className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-x-4 gap-y-6"
    >
      {makes.map((make) => (
        <li key={make.href} className="grid content-start gap-1">
          <SiteLink
            href={make.href}
            aria-current={isCurrentPath(make.href, currentPath) ? "page" : undefined}
            onClick={onNavigate}
            className={cn(
              "rounded-md px-3 py-1 font-heading font-semibold hover:underline aria-[current=page]:underline",
              focusRing,
            )}
          >
            {make.make}
          </SiteLink>
          <ul className="grid">
            {make.models.map((model) => (
              <li key={model.href}>
                <MenuItemLink link={model} currentPath={currentPath} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
