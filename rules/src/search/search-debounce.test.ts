import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDebouncer, searchTextDelayMs, sliderDelayMs } from "./search-debounce.ts";

describe("debounced search changes", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the spec's delays: 300 ms for search text, 400 ms for a slider", () => {
    expect(searchTextDelayMs).toBe(300);
    expect(sliderDelayMs).toBe(400);
  });

  it("applies only the last keystroke, 300 ms after it", () => {
    const apply = vi.fn();
    const debouncer = createDebouncer<string>(searchTextDelayMs, apply);
    for (const text of ["h", "hi", "hil", "hilu", "hilux"]) {
      debouncer.schedule(text);
      vi.advanceTimersByTime(100);
    }
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(199);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledOnce();
    expect(apply).toHaveBeenCalledWith("hilux");
  });

  it("applies a slider 400 ms after its last move, not 300", () => {
    const apply = vi.fn();
    const debouncer = createDebouncer<number[]>(sliderDelayMs, apply);
    debouncer.schedule([20000, 60000]);
    vi.advanceTimersByTime(350);
    debouncer.schedule([22000, 60000]);
    vi.advanceTimersByTime(399);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledExactlyOnceWith([22000, 60000]);
  });

  it("applies at once on flush (Enter in the keyword box), and not again later", () => {
    const apply = vi.fn();
    const debouncer = createDebouncer<string>(searchTextDelayMs, apply);
    debouncer.schedule("ranger");
    expect(debouncer.isPending()).toBe(true);
    debouncer.flush();
    expect(apply).toHaveBeenCalledExactlyOnceWith("ranger");
    expect(debouncer.isPending()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(apply).toHaveBeenCalledOnce();
  });

  it("does nothing on flush when nothing waits", () => {
    const apply = vi.fn();
    createDebouncer<string>(searchTextDelayMs, apply).flush();
    expect(apply).not.toHaveBeenCalled();
  });

  it("drops a waiting value on cancel (filters cleared meanwhile)", () => {
    const apply = vi.fn();
    const debouncer = createDebouncer<number[]>(sliderDelayMs, apply);
    debouncer.schedule([30000, 90000]);
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(apply).not.toHaveBeenCalled();
  });
});
