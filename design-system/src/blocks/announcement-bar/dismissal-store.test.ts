import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dismissalStorageKey,
  isDismissed,
  rememberDismissal,
  subscribeToDismissals,
} from "./dismissal-store.ts";

function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => {
      entries.delete(key);
    },
    setItem: (key, value) => {
      entries.set(key, value);
    },
  };
}

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  return { ...memoryStorage(), getItem: fail, setItem: fail };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("announcement dismissals", () => {
  it("shows an announcement the visitor has not dismissed", () => {
    vi.stubGlobal("sessionStorage", memoryStorage());
    expect(isDismissed("easter-sale")).toBe(false);
  });

  it("keeps a dismissal in sessionStorage for the rest of the session", () => {
    const storage = memoryStorage();
    vi.stubGlobal("sessionStorage", storage);
    rememberDismissal("eofy-sale");
    expect(isDismissed("eofy-sale")).toBe(true);
    expect(storage.getItem(dismissalStorageKey("eofy-sale"))).toBe("1");
    expect(isDismissed("service-special")).toBe(false);
  });

  it("still hides a dismissed announcement when storage throws", () => {
    vi.stubGlobal("sessionStorage", throwingStorage());
    expect(isDismissed("blocked-storage")).toBe(false);
    rememberDismissal("blocked-storage");
    expect(isDismissed("blocked-storage")).toBe(true);
  });

  it("works without any storage, as on the server", () => {
    vi.stubGlobal("sessionStorage", undefined);
    expect(isDismissed("server")).toBe(false);
    expect(() => rememberDismissal("server")).not.toThrow();
  });

  it("tells subscribers when an announcement is dismissed", () => {
    vi.stubGlobal("sessionStorage", memoryStorage());
    const listener = vi.fn();
    const unsubscribe = subscribeToDismissals(listener);
    rememberDismissal("tyre-offer");
    unsubscribe();
    rememberDismissal("tyre-offer-2");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
