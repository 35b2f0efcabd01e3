import { useRef } from "react";
import { moveItem } from "../schema/value-paths.ts";

export type ListKeys = {
  keys: string[];
  /** Call before the list itself changes, so each entry keeps its key (and its focus). */
  added: () => string;
  removed: (index: number) => void;
  moved: (from: number, to: number) => void;
};

/**
 * Stable React keys for the entries of a list of plain values, which carry no ids. A list that
 * changes length from outside (undo) gains or loses keys at its end.
 */
export function useListKeys(length: number): ListKeys {
  const counter = useRef(0);
  const keys = useRef<string[]>([]);
  const next = () => {
    counter.current += 1;
    return `entry-${counter.current}`;
  };
  while (keys.current.length < length) keys.current.push(next());
  if (keys.current.length > length) keys.current = keys.current.slice(0, length);
  return {
    keys: keys.current,
    added: () => {
      const key = next();
      keys.current = [...keys.current, key];
      return key;
    },
    removed: (index) => {
      keys.current = keys.current.filter((_, at) => at !== index);
    },
    moved: (from, to) => {
      keys.current = moveItem(keys.current, from, to);
    },
  };
}
