import { defaultHeaderMenu } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import {
  addNode,
  createIds,
  kindOf,
  type MenuNode,
  moveNode,
  nestNode,
  nestTarget,
  pathOfNode,
  setKind,
  toItems,
  toNodes,
  unnestNode,
  updateNode,
} from "./menu-tree.ts";

const header = () => toNodes(defaultHeaderMenu, createIds());
const names = (nodes: MenuNode[]) => nodes.map((node) => node.name);
const byName = (nodes: MenuNode[], name: string): MenuNode => {
  for (const node of nodes) {
    if (node.name === name) return node;
    const inner = node.dropdown && byName(node.dropdown, name);
    if (inner) return inner;
  }
  return undefined as never;
};

describe("menu trees", () => {
  it("round-trips the default header menu unchanged", () => {
    expect(toItems(header())).toEqual(defaultHeaderMenu);
  });

  it("tells links, dropdowns and stock-filled dropdowns apart", () => {
    const nodes = header();
    expect(
      ["Home", "Vehicles", "Stock", "Service"].map((name) => kindOf(byName(nodes, name))),
    ).toEqual(["link", "models", "stock", "dropdown"]);
  });

  it("moves an entry among its siblings", () => {
    const nodes = header();
    const moved = moveNode(nodes, byName(nodes, "Home").id, 1);
    expect(names(moved).slice(0, 3)).toEqual(["Vehicles", "Home", "Stock"]);
    const service = byName(nodes, "Service");
    const warranty = byName(nodes, "Warranty");
    const inService = byName(moveNode(nodes, warranty.id, 0), "Service");
    expect(names(inService.dropdown!)[0]).toBe("Warranty");
    expect(names(service.dropdown!)[0]).toBe("Book a Service");
  });

  it("nests an entry under the one before it and takes it out again", () => {
    const nodes = header();
    const offers = byName(nodes, "Offers");
    expect(nestTarget(nodes, offers.id)).toBeNull(); // Stock is filled from stock
    const company = byName(nodes, "Company");
    const finance = byName(nodes, "Finance Pre-Approval");
    const nested = nestNode(nodes, finance.id);
    expect(names(byName(nested, "Company").dropdown!).at(-1)).toBe("Finance Pre-Approval");
    expect(names(nested).at(-1)).toBe("Company");
    const back = unnestNode(nested, finance.id);
    expect(names(back).slice(-2)).toEqual(["Company", "Finance Pre-Approval"]);
    expect(byName(back, "Company").dropdown).toHaveLength(company.dropdown!.length);
  });

  it("turns a link into a dropdown and back, keeping its name", () => {
    const nodes = header();
    const home = byName(nodes, "Home");
    const dropdown = setKind(nodes, home.id, "dropdown");
    expect(toItems(dropdown)[0]).toEqual({ name: "Home", dropdown: [] });
    expect(toItems(setKind(dropdown, home.id, "link"))[0]).toEqual({ name: "Home", url: "" });
    expect(toItems(setKind(nodes, home.id, "stock"))[0]).toEqual({
      name: "Home",
      dynamic: "stock",
    });
  });

  it("renames, adds entries and finds their paths", () => {
    const nodes = header();
    const service = byName(nodes, "Service");
    const renamed = updateNode(nodes, service.id, { name: "Servicing" });
    const added = addNode(renamed, service.id, { id: "new", name: "Tyres", url: "/tyres" });
    expect(toItems(added)[4]?.name).toBe("Servicing");
    expect(toItems(added)[4]?.dropdown?.at(-1)).toEqual({ name: "Tyres", url: "/tyres" });
    expect(pathOfNode(added, "new")).toEqual([4, "dropdown", 4]);
  });
});
