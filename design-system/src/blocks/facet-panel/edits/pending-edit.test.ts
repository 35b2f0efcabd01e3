import { describe, expect, it } from "vitest";
import { applied, committedChanged, edited, startEdit } from "./pending-edit.ts";

describe("a debounced control's pending edit", () => {
  it("shows the shopper's edit while it waits to apply", () => {
    const state = edited(startEdit<string>(""), "hil");
    expect(state.edit).toEqual({ value: "hil" });
  });

  it("keeps the edit until the search state reports the applied value, so it does not jump back", () => {
    let state = applied(edited(startEdit<string>(""), "hilux"), "hilux", "");
    expect(state.edit).toEqual({ value: "hilux" });
    state = committedChanged(state, "hilux");
    expect(state.edit).toBeNull();
  });

  it("keeps typing that happened while the applied value was on its way", () => {
    let state = applied(edited(startEdit<string>(""), "hil"), "hil", "");
    state = edited(state, "hilux");
    state = committedChanged(state, "hil");
    expect(state.edit).toEqual({ value: "hilux" });
  });

  it("gives way to a change from elsewhere, such as Clear Filters", () => {
    let state = edited(startEdit<number[]>("20000:60000"), [25000, 60000]);
    state = committedChanged(state, ":");
    expect(state.edit).toBeNull();
  });

  it("drops an edit that comes back to the applied value", () => {
    const state = applied(edited(startEdit<number[]>(":"), [8200, 190000]), ":", ":");
    expect(state.edit).toBeNull();
  });
});
