import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WhenNearViewport } from "./when-near-viewport.tsx";

const figure = <p>$147/wk</p>;

describe("a deferred block on the server", () => {
  it("holds an empty place for a block that loads when near", () => {
    const html = renderToString(<WhenNearViewport name="similar-cars">{figure}</WhenNearViewport>);
    expect(html).toContain('data-slot="deferred-block"');
    expect(html).not.toContain("$147/wk");
  });

  it.each(["until-near", "until-used", "static"] as const)(
    "renders a %s server-rendered block in full inside its place",
    (serverRendered) => {
      const html = renderToString(
        <WhenNearViewport name="finance-calculator" serverRendered={serverRendered}>
          {figure}
        </WhenNearViewport>,
      );
      // An until-near block's figures are in a Suspense boundary of their own, hydrated later.
      expect(html).toMatch(
        /data-block="finance-calculator"[^>]*>(<!--\$-->)?<p>\$147\/wk<\/p>(<!--\/\$-->)?<\/div>/,
      );
    },
  );
});
