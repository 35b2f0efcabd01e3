import { toPointer } from "@storefront/schemas";
import { createContext, useContext } from "react";
import type { JsonPath } from "../../editor/editor-state.ts";

/** The setting the editor was asked to show, for parts that must open something to reveal it. */
export const SettingsFocusContext = createContext<JsonPath | undefined>(undefined);

export const useSettingsFocus = () => useContext(SettingsFocusContext);

const focusable = "input, select, textarea, button, [tabindex]:not([tabindex='-1'])";
/** Where the value itself is typed: a colour's hex box rather than its swatch. */
const valueControl = "input:not([type='color']):not([type='checkbox']), select, textarea";

/**
 * Scrolls to the field at `path` (or its nearest rendered parent) inside `container` and
 * focuses its control. Fields carry their JSON pointer as `data-pointer`.
 */
export function focusSetting(container: HTMLElement, path: JsonPath): boolean {
  for (let depth = path.length; depth > 0; depth -= 1) {
    const pointer = toPointer(path.slice(0, depth));
    const element = container.querySelector<HTMLElement>(`[data-pointer="${CSS.escape(pointer)}"]`);
    if (!element) continue;
    element.scrollIntoView({ block: "center" });
    const control = element.matches(focusable)
      ? element
      : (element.querySelector<HTMLElement>(valueControl) ??
        element.querySelector<HTMLElement>(focusable));
    (control ?? element).focus({ preventScroll: true });
    return true;
  }
  return false;
}
