import type * as React from "react";
import { useSyncExternalStore } from "react";
import type { ToastVariant } from "./toast.tsx";

/** The spec shows one toast at a time: a new toast replaces the one on screen. */
export const toastLimit = 1;
/** How long a dismissed toast stays in the list before it is dropped (spec: 1,000,000 ms). */
export const toastRemoveDelay = 1_000_000;

export type ToastOptions = {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** A <ToastAction altText="..."> shown beside the text. */
  action?: React.ReactElement;
  /** Milliseconds before it closes by itself; defaults to the Toaster's duration. */
  duration?: number;
};

export type ToastEntry = ToastOptions & { id: string; open: boolean };

const noToasts: ToastEntry[] = [];
let toasts: ToastEntry[] = noToasts;
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((entry) => entry.id !== id));
  }, toastRemoveDelay);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  publish(
    toasts.map((entry) =>
      id === undefined || entry.id === id ? { ...entry, open: false } : entry,
    ),
  );
  for (const entry of toasts) if (!entry.open) scheduleRemoval(entry.id);
}

/** Shows a toast (replacing any on screen) and returns handles to change or close it. */
export function toast(options: ToastOptions) {
  nextId += 1;
  const id = String(nextId);
  publish([{ ...options, id, open: true }, ...toasts].slice(0, toastLimit));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes: ToastOptions) =>
      publish(toasts.map((entry) => (entry.id === id ? { ...entry, ...changes } : entry))),
  };
}

/** The current toasts, newest first (open and recently dismissed). */
export function getToasts(): ToastEntry[] {
  return toasts;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts to render, plus toast() and dismiss() for convenience. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getToasts, () => noToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
