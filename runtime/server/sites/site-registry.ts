import type { SiteDefinition } from "@storefront/schemas";

export type SiteRegistry = {
  sites: readonly SiteDefinition[];
  fallback: SiteDefinition;
  byHost: ReadonlyMap<string, SiteDefinition>;
  bySlug: ReadonlyMap<string, SiteDefinition>;
};

/** `Cars.Example.com.au:3000` -> `cars.example.com.au`; `[::1]:3000` -> `::1`. */
export function hostNameOf(hostHeader: string | undefined): string {
  if (!hostHeader) return "";
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(1, host.indexOf("]"));
  return host.replace(/:\d+$/, "").replace(/\.$/, "");
}

/**
 * Indexes sites by domain. Two sites claiming one slug or one domain is a configuration
 * error; the fallback (first site, or the named default) answers unknown hosts.
 */
export function createSiteRegistry(
  sites: readonly SiteDefinition[],
  defaultSlug?: string,
): SiteRegistry {
  if (!sites.length) throw new Error("No site definitions were loaded");
  const byHost = new Map<string, SiteDefinition>();
  const bySlug = new Map<string, SiteDefinition>();
  for (const site of sites) {
    if (bySlug.has(site.slug)) throw new Error(`Two site definitions use the slug "${site.slug}"`);
    bySlug.set(site.slug, site);
    for (const domain of site.domains) {
      const owner = byHost.get(domain);
      if (owner)
        throw new Error(
          `The domain ${domain} is claimed by both "${owner.slug}" and "${site.slug}"`,
        );
      byHost.set(domain, site);
    }
  }
  const fallback = defaultSlug ? bySlug.get(defaultSlug) : sites[0];
  if (!fallback)
    throw new Error(`No loaded site has the slug "${defaultSlug}" given as the default`);
  return { sites, fallback, byHost, bySlug };
}

export function siteForHost(
  registry: SiteRegistry,
  hostHeader: string | undefined,
): SiteDefinition {
  return registry.byHost.get(hostNameOf(hostHeader)) ?? registry.fallback;
}
