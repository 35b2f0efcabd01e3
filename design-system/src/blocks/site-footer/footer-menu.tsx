import { useId } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import type { MenuEntry, MenuLink } from "../site-header/menu/menu-entries.ts";
import { footerModelLinks } from "./footer-model-links.ts";
import { footerHeading, footerLink } from "./footer-styles.ts";

/** The footer's menu groups, each a heading over its links, side by side on wider footers. */
export function FooterMenu({ entries }: { entries: MenuEntry[] }) {
  return (
    <nav aria-label="Footer" data-slot="footer-menu">
      <ul className="grid gap-8 @xl/footer:grid-cols-2 @4xl/footer:grid-cols-4">
        {entries.map((entry) => (
          <li key={entry.key}>
            <FooterGroup entry={entry} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterGroup({ entry }: { entry: MenuEntry }) {
  const headingId = useId();
  if (entry.kind === "link") {
    return (
      <h2 className={footerHeading}>
        <SiteLink href={entry.href} className={footerLink}>
          {entry.name}
        </SiteLink>
      </h2>
    );
  }
  const links: MenuLink[] = entry.kind === "models" ? footerModelLinks(entry.makes) : entry.links;
  return (
    <>
      <h2 id={headingId} className={footerHeading}>
        {entry.name}
      </h2>
      <ul aria-labelledby={headingId} className="mt-3 grid gap-2">
        {links.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            <SiteLink href={link.href} className={footerLink}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
