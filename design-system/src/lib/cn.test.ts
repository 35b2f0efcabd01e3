import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("lets a later utility override an earlier one of the same kind", () => {
    expect(cn("px-2 py-1", "px-4")).toBe("py-1 px-4");
    expect(cn("h-10 w-full rounded-md", "h-auto rounded-lg")).toBe("w-full h-auto rounded-lg");
    expect(cn("flex", "hidden")).toBe("hidden");
    expect(cn("text-sm", "text-lg")).toBe("text-lg");
    expect(cn("bg-primary text-primary-foreground", "bg-accent")).toBe(
      "text-primary-foreground bg-accent",
    );
    expect(cn("max-w-7xl", "max-w-popup")).toBe("max-w-popup");
  });

  it("keeps utilities that only share a prefix", () => {
    expect(cn("text-sm text-primary text-center")).toBe("text-sm text-primary text-center");
    expect(cn("border border-border border-b-2")).toBe("border border-border border-b-2");
    expect(cn("flex flex-col flex-1 flex-wrap")).toBe("flex flex-col flex-1 flex-wrap");
  });

  it("resolves shorthands against their parts", () => {
    expect(cn("pt-2 px-3", "p-4")).toBe("p-4");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("w-4 h-4", "size-6")).toBe("size-6");
  });

  it("keeps variants apart", () => {
    expect(cn("px-2 md:px-4", "px-3")).toBe("md:px-4 px-3");
    expect(cn("hover:bg-muted", "hover:bg-accent")).toBe("hover:bg-accent");
  });

  it("joins conditional classes", () => {
    expect(cn("a", false && "b", undefined, ["c", { d: true, e: false }])).toBe("a c d");
  });
});
