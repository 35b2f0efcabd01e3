import { describe, expect, it } from "vitest";
import {
  placeholderBodies,
  placeholderColourNames,
  placeholderColours,
} from "./placeholder-palette.ts";
import { renderPlaceholderSvg } from "./render-placeholder.ts";

/** Every opened element is closed, in order: enough to catch broken markup. */
function isBalanced(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) {
      if (open.pop() !== name) return false;
    } else open.push(name!);
  }
  return open.length === 0;
}

describe("renderPlaceholderSvg", () => {
  it.each(placeholderBodies)("draws a labelled 600 by 400 %s in the requested colour", (body) => {
    const svg = renderPlaceholderSvg({ body, colour: "Red", view: 1 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"')).toBe(
      true,
    );
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/<title id="title">Red [a-zA-Z ]+, photo 1 \(studio\)<\/title>/);
    expect(svg).toContain(`fill="${placeholderColours.Red}"`);
    expect(isBalanced(svg)).toBe(true);
    expect(svg.length).toBeLessThan(5000);
  });

  it("names the body type in the title so screen readers can tell vehicles apart", () => {
    expect(renderPlaceholderSvg({ body: "cab-chassis", colour: "White", view: 2 })).toContain(
      '<title id="title">White cab chassis, photo 2',
    );
    expect(renderPlaceholderSvg({ body: "suv", colour: "Blue", view: 1 })).toContain("Blue SUV");
  });

  it("paints every palette colour", () => {
    for (const colour of placeholderColourNames) {
      expect(renderPlaceholderSvg({ body: "sedan", colour, view: 3 })).toContain(
        placeholderColours[colour],
      );
    }
  });

  it("gives the photos of a gallery different framings and backdrops", () => {
    const gallery = Array.from({ length: 20 }, (_, i) =>
      renderPlaceholderSvg({ body: "hatch", colour: "Silver", view: i + 1 }),
    );
    const drawings = new Set(gallery.map((svg) => svg.replace(/<title.*<\/title>/, "")));
    expect(drawings.size).toBeGreaterThanOrEqual(16);
  });

  it("draws a different silhouette for each body type", () => {
    const drawings = placeholderBodies.map((body) =>
      renderPlaceholderSvg({ body, colour: "Grey", view: 1 }).replace(/<title.*<\/title>/, ""),
    );
    expect(new Set(drawings).size).toBe(placeholderBodies.length);
  });

  it("declares thumbnails at 300 by 200 with the same drawing", () => {
    const full = renderPlaceholderSvg({ body: "van", colour: "White", view: 5 });
    const thumb = renderPlaceholderSvg({ body: "van", colour: "White", view: 5, thumb: true });
    expect(thumb).toContain('width="300" height="200" viewBox="0 0 600 400"');
    expect(thumb.replace('width="300" height="200"', 'width="600" height="400"')).toBe(full);
  });
});
