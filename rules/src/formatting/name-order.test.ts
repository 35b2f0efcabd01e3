import { describe, expect, it } from "vitest";
import { compareNames } from "./name-order.ts";

describe("compareNames", () => {
  it("orders names alphabetically whatever their case", () => {
    expect(["Toyota", "audi", "BMW", "Audi", "mazda"].sort(compareNames)).toEqual([
      "Audi",
      "audi",
      "BMW",
      "mazda",
      "Toyota",
    ]);
  });

  it("files accented names with their plain letters", () => {
    expect(["Subaru", "Škoda", "Seat", "Citroën", "Chery"].sort(compareNames)).toEqual([
      "Chery",
      "Citroën",
      "Seat",
      "Škoda",
      "Subaru",
    ]);
  });

  it("puts model names with punctuation and digits where a dictionary would", () => {
    expect(["Corolla", "CX-5", "C-HR", "Camry", "86", "CX-30"].sort(compareNames)).toEqual([
      "86",
      "C-HR",
      "Camry",
      "Corolla",
      "CX-30",
      "CX-5",
    ]);
  });
});
