import { zodResolver } from "@hookform/resolvers/zod";
import { cn } from "@storefront/design-system/lib/cn.ts";
import { type Problem, plainErrors } from "@storefront/schemas";
import type * as React from "react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { type FieldValues, type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { isInside, problemsAtOrInside } from "../problems/problems-under.ts";
import { FormProblems } from "./frame/form-problems.tsx";
import { editedPaths } from "./schema/edited-paths.ts";
import type { FieldNode, FieldPath, FormHints } from "./schema/field-node.ts";
import { describeSchema } from "./schema/schema-walk.ts";
import { deepEqual, getAt, pointerOf, withoutUndefined } from "./schema/value-paths.ts";
import { RemainingFields } from "./schema-field.tsx";
import {
  type EmitOptions,
  type FieldWidgets,
  SchemaFormContext,
  type SchemaFormContextValue,
} from "./schema-form-context.ts";
import { typingDelay } from "./use-buffered-commit.ts";

export type SchemaFormProps = {
  /** A zod object schema: block props, a settings group, a promo card. */
  schema: z.ZodType;
  /** The value as authored: fields left out use their defaults. */
  value: Record<string, unknown> | undefined;
  /** The whole value after every change (fields reset to their default are left out). */
  onChange?: (value: Record<string, unknown>) => void;
  /**
   * Each change by where it happened: `path` is relative to the form's value (parents it does
   * not hold yet are to be created) and `undefined` means "remove, so the default applies".
   */
  onFieldChange?: (path: FieldPath, value: unknown) => void;
  /** The editor's problems for the whole draft; those under `pointerBase` show on their fields. */
  problems?: readonly Problem[];
  /** The JSON pointer of `value` in the draft (`/pages/0/zones/main/2/props`). */
  pointerBase?: string;
  hints?: FormHints | undefined;
  /** Shows only the fields it accepts (the settings search). */
  filter?: ((node: FieldNode) => boolean) | undefined;
  /** Custom widgets for some fields, by schema path (keep the object stable across renders). */
  widgets?: FieldWidgets;
  /** A custom layout of SchemaFieldAt and other fields; every field of the root when absent. */
  children?: React.ReactNode;
  className?: string;
  "aria-label"?: string;
};

const everything = () => true;
const noWidgets: FieldWidgets = {};

/**
 * A form generated from a zod object schema, validated by react-hook-form with zodResolver on
 * the same schema. Invalid values are still sent (the draft may be invalid while it is edited);
 * the field shows its error meanwhile.
 */
export function SchemaForm({
  schema,
  value,
  onChange,
  onFieldChange,
  problems = [],
  pointerBase = "",
  hints,
  filter = everything,
  widgets = noWidgets,
  children,
  className,
  "aria-label": ariaLabel,
}: SchemaFormProps) {
  const root = useMemo(() => describeSchema(schema, hints), [schema, hints]);
  const resolver = useMemo(
    () => zodResolver(schema as z.ZodObject, { error: plainErrors }) as Resolver<FieldValues>,
    [schema],
  );
  const form = useForm<FieldValues>({ defaultValues: value ?? {}, resolver, mode: "onChange" });
  const { emit, flush } = useChangeQueue(form, value, onChange, onFieldChange);

  const relevant = useMemo(
    () => problemsAtOrInside(problems, pointerBase),
    [problems, pointerBase],
  );

  const context = useMemo<SchemaFormContextValue>(
    () => ({
      form,
      root,
      emit,
      flush,
      pointerOf: (path) => pointerOf(pointerBase, path),
      problemAt: (pointer, options) =>
        relevant.find(
          (problem) =>
            problem.pointer === pointer ||
            (options?.within === true && isInside(problem.pointer, pointer)),
        )?.message,
      isVisible: filter,
      widgets,
    }),
    [form, root, emit, flush, pointerBase, relevant, filter, widgets],
  );

  return (
    <SchemaFormContext.Provider value={context}>
      <form
        data-slot="schema-form"
        aria-label={ariaLabel}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className={cn("grid gap-5", className)}
      >
        <FormProblems problems={relevant} pointerBase={pointerBase} />
        {children ?? <RemainingFields except={[]} />}
      </form>
    </SchemaFormContext.Provider>
  );
}

/**
 * Sends the form's changes: each edit goes out at once, typing after a pause; new callbacks
 * get only what is edited after them; a value changed elsewhere replaces the form's unless an
 * edit of the form is still on its way.
 */
function useChangeQueue(
  form: UseFormReturn<FieldValues>,
  value: Record<string, unknown> | undefined,
  onChange: SchemaFormProps["onChange"],
  onFieldChange: SchemaFormProps["onFieldChange"],
) {
  const callbacks = useRef({ onChange, onFieldChange });

  // The edits not yet sent to the draft.
  const pending = useRef<FieldPath[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current.length === 0) return;
    const current = withoutUndefined(form.getValues());
    const paths = editedPaths(pending.current);
    pending.current = [];
    for (const path of paths) callbacks.current.onFieldChange?.(path, getAt(current, path));
    callbacks.current.onChange?.(current);
  }, [form]);

  const emit = useCallback(
    (path: FieldPath, options: EmitOptions = {}) => {
      pending.current.push(path);
      clearTimeout(timer.current);
      if (options.typing) timer.current = setTimeout(flush, typingDelay);
      else flush();
    },
    [flush],
  );

  useEffect(() => flush, [flush]);

  // New callbacks may belong to another value (the inspector showing another block of the same
  // type): what was typed for the previous one is sent to the previous callbacks first.
  useLayoutEffect(() => {
    const previous = callbacks.current;
    if (previous.onChange === onChange && previous.onFieldChange === onFieldChange) return;
    flush();
    callbacks.current = { onChange, onFieldChange };
  });

  // A value changed elsewhere (undo, another panel) replaces the form's, unless an edit of this
  // form is still on its way to the draft.
  useEffect(() => {
    if (pending.current.length > 0) return;
    if (!deepEqual(withoutUndefined(value ?? {}), withoutUndefined(form.getValues()))) {
      form.reset(value ?? {});
    }
  }, [value, form]);

  return { emit, flush };
}
