import type { SiteDefinition } from "@storefront/schemas";
import { xmlText } from "../http/xml-text.ts";

/** The page an unsubscribe link opens: a plain, readable answer, with a way back to the site. */
export function unsubscribePage(site: SiteDefinition, message: string): string {
  const name = xmlText(site.name);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Saved search alerts | ${name}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #111; background: #fff">
<main>
<h1>Saved search alerts</h1>
<p>${xmlText(message)}</p>
<p><a href="/" style="color: #0645ad">Back to ${name}</a></p>
</main>
</body>
</html>
`;
}
