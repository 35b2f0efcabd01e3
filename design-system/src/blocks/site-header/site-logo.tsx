import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { useSiteTheme } from "../../theme/theme-context.ts";
import type { SiteLogoImage } from "./site-header-data.ts";

type SiteLogoProps = {
  siteName: string;
  logo?: SiteLogoImage | undefined;
  className?: string;
};

/** The dealer's logo (or its name as text when there is none), linking to the home page. */
export function SiteLogo({ siteName, logo, className }: SiteLogoProps) {
  const themeLogo = useSiteTheme()?.logo;
  const image = logo ?? themeLogo;
  return (
    <SiteLink
      href="/"
      data-slot="site-logo"
      className={cn("inline-flex min-w-0 items-center rounded-md", focusRing, className)}
    >
      {image ? (
        <img
          src={image.url}
          alt={image.alt || siteName}
          className="h-10 w-auto max-w-32 object-contain"
        />
      ) : (
        <span className="font-bold font-heading text-lg leading-tight">{siteName}</span>
      )}
    </SiteLink>
  );
}
