import { type RefObject, useEffect } from "react";

/**
 * While a dropdown is open: Escape closes it and returns focus to its button, and a press
 * outside `containerRef` closes it.
 */
export function useDropdownDismissal(
  containerRef: RefObject<HTMLElement | null>,
  open: boolean,
  close: (options: { returnFocus: boolean }) => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close({ returnFocus: false });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close({ returnFocus: true });
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [containerRef, open, close]);
}
