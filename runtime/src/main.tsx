import "@storefront/design-system/styles/globals.css";
import type { SiteDefinition } from "@storefront/schemas";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

// The server validated the definition and filled in its defaults before embedding it.
const site = JSON.parse(
  document.getElementById("site-definition")?.textContent ?? "{}",
) as SiteDefinition;

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <main className="p-6">
      <h1 className="text-2xl font-heading">{site.name}</h1>
    </main>
  </StrictMode>,
);
