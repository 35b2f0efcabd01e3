import { type ComponentType, createContext, useContext } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { FieldNode, FieldPath, ObjectNode } from "./schema/field-node.ts";

export type EmitOptions = {
  /** The change comes from typing: it is sent once typing pauses rather than at once. */
  typing?: boolean;
};

export type SchemaFormContextValue = {
  form: UseFormReturn<FieldValues>;
  root: ObjectNode;
  /** Records that the value at `path` changed and sends it (at once, or when typing pauses). */
  emit: (path: FieldPath, options?: EmitOptions) => void;
  /** Sends any change still waiting for typing to pause. */
  flush: () => void;
  pointerOf: (path: FieldPath) => string;
  /** The first problem the editor reports at `pointer` (or, with `within`, anywhere under it). */
  problemAt: (pointer: string, options?: { within?: boolean }) => string | undefined;
  isVisible: (node: FieldNode) => boolean;
  widgets: FieldWidgets;
};

/**
 * Custom widgets by schema path (`position`, `brandColours.primary`); a list's entries are
 * addressed as `<list path>.*`.
 */
export type FieldWidgets = Record<string, ComponentType<{ node: FieldNode; path: FieldPath }>>;

export const SchemaFormContext = createContext<SchemaFormContextValue | null>(null);

export function useSchemaForm(): SchemaFormContextValue {
  const context = useContext(SchemaFormContext);
  if (!context) throw new Error("Schema form fields must be used inside <SchemaForm>");
  return context;
}
