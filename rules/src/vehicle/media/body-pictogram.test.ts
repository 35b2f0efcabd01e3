import { describe, expect, it } from "vitest";
import { bodyPictogram } from "./body-pictogram.ts";

describe("body type pictograms", () => {
  it("matches the site's body types", () => {
    expect(bodyPictogram("SUV")).toBe("suv");
    expect(bodyPictogram("Cab Chassis")).toBe("cab-chassis");
    expect(bodyPictogram("People Mover")).toBe("people-mover");
    expect(bodyPictogram("Ute")).toBe("ute");
  });

  it("understands other spellings and plurals", () => {
    expect(bodyPictogram("Hatchback")).toBe("hatch");
    expect(bodyPictogram("Sedans")).toBe("sedan");
    expect(bodyPictogram("Motorcycles")).toBe("motorcycle");
    expect(bodyPictogram("4WD")).toBe("suv");
  });

  it("falls back to a car for anything else", () => {
    expect(bodyPictogram("Light Commercial")).toBe("car");
  });
});
