import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Carousel, CarouselItem, CarouselNext } from "./carousel.tsx";

describe("Carousel parts", () => {
  it("throw a developer error when used outside a Carousel", () => {
    expect(() => renderToString(<CarouselItem>Front</CarouselItem>)).toThrow(
      "<CarouselItem> must be used inside <Carousel>",
    );
    expect(() => renderToString(<CarouselNext />)).toThrow(
      "<CarouselNext> must be used inside <Carousel>",
    );
  });

  it("render inside a Carousel as a named carousel region of slides", () => {
    const html = renderToString(
      <Carousel aria-label="Vehicle photos">
        <CarouselItem>Front</CarouselItem>
      </Carousel>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Vehicle photos"');
    expect(html).toContain('aria-roledescription="slide"');
  });

  it("render Next enabled on the server when the slide count is known, disabled at the last", () => {
    const at = (startIndex: number) =>
      renderToString(
        <Carousel aria-label="Vehicle photos" slideCount={2} opts={{ startIndex }}>
          <CarouselNext />
        </Carousel>,
      );
    expect(at(0)).not.toContain('disabled=""');
    expect(at(0)).toContain("Slide 1 of 2");
    expect(at(1)).toContain('disabled=""');
  });
});
