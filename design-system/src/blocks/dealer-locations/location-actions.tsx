import type { LocationAction } from "@storefront/rules/locations/location-links";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";

/** The location's actions as links; each names its location for a screen reader's link list. */
export function LocationActions({ actions, name }: { actions: LocationAction[]; name: string }) {
  return (
    <ul data-slot="location-actions" className="flex flex-wrap gap-2">
      {actions.map((action, index) => (
        <li key={action.label}>
          <LinkButton asChild size="sm" variant={index === 0 ? "primary" : "outline"}>
            {action.external ? (
              <a href={action.href} target="_blank" rel="noopener noreferrer">
                {action.label}
                <span className="sr-only"> for {name} (opens in a new tab)</span>
              </a>
            ) : (
              <SiteLink href={action.href}>
                {action.label}
                <span className="sr-only"> for {name}</span>
              </SiteLink>
            )}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
