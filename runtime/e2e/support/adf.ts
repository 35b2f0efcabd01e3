import type { Page } from "@playwright/test";

/** An ADF 1.0 email body read by the browser's own XML parser, as a CRM would read it. */
export function readAdf(page: Page, xml: string) {
  return page.evaluate((body) => {
    const document = new DOMParser().parseFromString(body, "application/xml");
    const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
    const instruction = [...document.childNodes].find(
      (node) => node.nodeType === Node.PROCESSING_INSTRUCTION_NODE && node.nodeName === "adf",
    );
    return {
      wellFormed: document.getElementsByTagName("parsererror").length === 0,
      root: document.documentElement.nodeName,
      version: instruction?.textContent?.trim() ?? null,
      leadId: text("prospect > id"),
      make: text("prospect > vehicle > make"),
      model: text("prospect > vehicle > model"),
      firstName: text('customer > contact > name[part="first"]'),
      lastName: text('customer > contact > name[part="last"]'),
      email: text("customer > contact > email"),
      comments: text("customer > comments"),
    };
  }, xml.trim());
}
