import { describe, expect, it } from "vitest";
import { dealerGroupSite } from "../../src/connectors/test-fixtures.ts";
import { renderHtmlShell } from "./html-shell.ts";

const template = `<!doctype html><html lang="en"><head>
<meta name="description" content="x" />
<title>Storefront</title></head><body><div id="root"></div></body></html>`;
const site = dealerGroupSite();

describe("the HTML shell's head", () => {
  it("gives a page about one car its canonical address, share tags and JSON-LD", () => {
    const html = renderHtmlShell(template, site, {
      title: "2021 Toyota Corolla | Motorama",
      description: "Used 2021 Toyota Corolla.",
      canonical: "https://shop.example/cars/corolla",
      image: "https://shop.example/media/1.jpg",
      structuredData: { "@type": "Car", name: "</script><script>alert(1)</script>" },
    });
    expect(html).toContain('<link rel="canonical" href="https://shop.example/cars/corolla" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/media/1.jpg" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Used 2021 Toyota Corolla." />',
    );
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(jsonLd ?? "null").name).toBe("</script><script>alert(1)</script>");
  });

  it("gives other pages the site's name and description as share tags, and nothing more", () => {
    const html = renderHtmlShell(template, site, { title: `Finance | ${site.name}` });
    expect(html).toContain(`<meta property="og:site_name" content="${site.name}" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(`<meta property="og:title" content="Finance | ${site.name}" />`);
    expect(html).not.toContain("canonical");
    expect(html).not.toContain("og:image");
    expect(html).not.toContain("ld+json");
  });

  it("escapes what it writes into attributes", () => {
    const html = renderHtmlShell(template, site, { title: 'Cars "R" <Us>' });
    expect(html).toContain('content="Cars &#34;R&#34; &#60;Us&#62;"');
  });
});
