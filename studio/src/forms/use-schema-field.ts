import { get, useController, useFormState, useWatch } from "react-hook-form";
import type { FieldNode, FieldPath } from "./schema/field-node.ts";
import { isChanged } from "./schema/value-conversions.ts";
import { fieldName } from "./schema/value-paths.ts";
import { type EmitOptions, useSchemaForm } from "./schema-form-context.ts";

export type SchemaFieldState = {
  value: unknown;
  /** Sets the value (`undefined` removes it, so the default applies) and sends the change. */
  set: (next: unknown, options?: EmitOptions) => void;
  reset: () => void;
  onBlur: () => void;
  error: string | undefined;
  pointer: string;
  changed: boolean;
};

type ErrorLike = { message?: string; root?: { message?: string } } | undefined;
const messageOf = (error: ErrorLike) => error?.message ?? error?.root?.message;

/**
 * A field with one control, bound through react-hook-form's controller. Its value is watched
 * separately: the controller's own value falls back to the form's initial value when the field
 * is removed, where the field must show its default instead.
 */
export function useLeafField(
  node: FieldNode,
  path: FieldPath,
  options: { problemsWithin?: boolean } = {},
): SchemaFieldState {
  const context = useSchemaForm();
  const name = fieldName(path);
  const { control } = context.form;
  const { field, fieldState } = useController({ name, control });
  const value = useWatch({ control, name });
  const pointer = context.pointerOf(path);
  return {
    value,
    set: (next, options) => {
      field.onChange(next);
      context.emit(path, options);
    },
    reset: () => {
      field.onChange(undefined);
      context.emit(path);
    },
    onBlur: () => {
      field.onBlur();
      context.flush();
    },
    error:
      messageOf(fieldState.error) ?? context.problemAt(pointer, { within: options.problemsWithin }),
    pointer,
    changed: isChanged(node, value),
  };
}

/**
 * A field whose value holds other fields (an object, a list): watched rather than registered,
 * so its children can register their own controls.
 */
export function useContainerField(
  node: FieldNode,
  path: FieldPath,
  options: { problemsWithin?: boolean } = {},
): SchemaFieldState {
  const context = useSchemaForm();
  const { control, setValue } = context.form;
  const name = fieldName(path);
  const value = useWatch({ control, name });
  const { errors } = useFormState({ control, name, exact: true });
  const pointer = context.pointerOf(path);
  const set = (next: unknown) => {
    setValue(name, next, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
    context.emit(path);
  };
  return {
    value,
    set,
    reset: () => set(undefined),
    onBlur: context.flush,
    error:
      messageOf(get(errors, name) as ErrorLike) ??
      context.problemAt(pointer, { within: options.problemsWithin }),
    pointer,
    changed: isChanged(node, value),
  };
}
