import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createThrottle } from "./throttle.ts";

describe("sending edits to the preview", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends the first edit at once", () => {
    const send = vi.fn();
    createThrottle(send, 100).request();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("gathers the edits of one interval into one send at its end", () => {
    const send = vi.fn();
    const throttle = createThrottle(send, 100);
    throttle.request();
    vi.advanceTimersByTime(30);
    throttle.request();
    throttle.request();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(69);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("never keeps a keystroke waiting longer than the interval while typing goes on", () => {
    const sentAt: number[] = [];
    const throttle = createThrottle(() => sentAt.push(Date.now()), 100);
    const typedAt: number[] = [];
    for (let keystroke = 0; keystroke < 50; keystroke++) {
      typedAt.push(Date.now());
      throttle.request();
      vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(200);
    for (const typed of typedAt)
      expect(sentAt.find((sent) => sent >= typed)! - typed).toBeLessThanOrEqual(100);
    // A second of typing costs about ten sends, not fifty.
    expect(sentAt.length).toBeLessThanOrEqual(11);
  });

  it("sends nothing once cancelled", () => {
    const send = vi.fn();
    const throttle = createThrottle(send, 100);
    throttle.request();
    throttle.request();
    throttle.cancel();
    vi.advanceTimersByTime(500);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
