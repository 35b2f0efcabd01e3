import "@storefront/design-system/styles/globals.css";
import { applyStyleNonce } from "@storefront/design-system/lib/style-nonce.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createHttpStudioApi } from "./api/http-studio-api.ts";
import { StudioApp } from "./app/studio-app.tsx";

// Dialogs lock scrolling with a <style> element, which the page's policy allows by nonce only.
applyStyleNonce();

const root = document.getElementById("root") as HTMLElement;
createRoot(root).render(
  <StrictMode>
    <StudioApp api={createHttpStudioApi()} />
  </StrictMode>,
);
