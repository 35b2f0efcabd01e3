import { cn } from "@storefront/design-system/lib/cn.ts";
import { Badge } from "@storefront/design-system/ui/badge/badge.tsx";
import { Button } from "@storefront/design-system/ui/button/button.tsx";
import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@storefront/design-system/ui/field/field.tsx";
import type * as React from "react";
import { useId } from "react";
import type { FieldNode } from "../schema/field-node.ts";
import { describeDefault, describeRange } from "../schema/value-conversions.ts";
import type { SchemaFieldState } from "../use-schema-field.ts";

/** The field's description, help, range and default as one sentence list. */
export function fieldDescription(node: FieldNode, extra?: string): string {
  const range = node.kind === "number" ? describeRange(node) : undefined;
  const fallback = describeDefault(node);
  return [
    node.description,
    node.help,
    range ? `Allowed: ${range}.` : undefined,
    fallback !== undefined ? `Default: ${fallback}.` : undefined,
    extra,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The frame props (either frame) that come straight from the field's state. */
export const frameOf = (field: SchemaFieldState) => ({
  pointer: field.pointer,
  error: field.error,
  changed: field.changed,
  onReset: field.reset,
});

/** "Reset to default", or "Clear" for a field that simply has no value when left out. */
const resetText = (node: FieldNode) =>
  node.defaultValue === undefined ? "Clear" : "Reset to default";

export function ChangedMark({
  changed,
  label,
  onReset,
  resetText = "Reset to default",
}: {
  changed: boolean;
  label: string;
  onReset: () => void;
  resetText?: string;
}) {
  if (!changed) return null;
  return (
    <>
      <Badge variant="muted" data-slot="changed-badge">
        Changed
      </Badge>
      <Button variant="ghost" size="sm" className="h-7 px-2" onClick={onReset}>
        {resetText}
        <span className="sr-only"> ({label})</span>
      </Button>
    </>
  );
}

type FieldFrameProps = {
  node: FieldNode;
  pointer: string;
  error: string | undefined;
  changed: boolean;
  onReset: () => void;
  /** The control, wrapped in FieldControl by the field itself. */
  children: React.ReactNode;
  /** Shown under the control (an image preview). */
  after?: React.ReactNode;
  /** A warning read with the description (a contrast warning). */
  warning?: string | undefined;
  /** Label and control on one line (switches). */
  inline?: boolean;
};

/**
 * One field: label, "Changed" badge with "Reset to default", the control, its description with
 * the default, and its error, wired together by the design system's Field.
 */
export function FieldFrame({
  node,
  pointer,
  error,
  changed,
  onReset,
  children,
  after,
  warning,
  inline = false,
}: FieldFrameProps) {
  const description = fieldDescription(node);
  return (
    <div
      data-slot="schema-field"
      data-pointer={pointer}
      data-state={changed ? "changed" : "default"}
    >
      <Field invalid={error ? true : undefined} className="gap-1.5">
        {/* The reset button follows the control, so the control is the field's first stop. */}
        {inline ? (
          <div className="flex min-h-7 flex-wrap items-center gap-2">
            <FieldLabel>{node.label}</FieldLabel>
            {children}
            <ChangedMark
              changed={changed}
              label={node.label}
              onReset={onReset}
              resetText={resetText(node)}
            />
          </div>
        ) : (
          <>
            <FieldLabel>{node.label}</FieldLabel>
            {children}
            {changed ? (
              <div className="flex flex-wrap items-center gap-2">
                <ChangedMark
                  changed={changed}
                  label={node.label}
                  onReset={onReset}
                  resetText={resetText(node)}
                />
              </div>
            ) : null}
          </>
        )}
        {after}
        {description || warning ? (
          <FieldDescription>
            {description}
            {warning ? (
              <span data-slot="field-warning" className="mt-1 block font-medium text-warning">
                {warning}
              </span>
            ) : null}
          </FieldDescription>
        ) : null}
        <FieldError>{error}</FieldError>
      </Field>
    </div>
  );
}

type FieldsetFrameProps = {
  node: FieldNode;
  pointer: string;
  error: string | undefined;
  /** Shows the Changed badge and the reset button. */
  changed?: boolean;
  onReset?: () => void;
  /** Extra buttons beside the legend (Remove, Add). */
  actions?: React.ReactNode;
  description?: string;
  children: React.ReactNode;
  className?: string;
};

/** A group of fields (an object, a link, a list) with a legend, its description and its error. */
export function FieldsetFrame({
  node,
  pointer,
  error,
  changed = false,
  onReset,
  actions,
  description = fieldDescription(node),
  children,
  className,
}: FieldsetFrameProps) {
  const id = useId();
  const describedBy = [description && `${id}-description`, error && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset
      data-slot="schema-fieldset"
      data-pointer={pointer}
      data-state={changed ? "changed" : "default"}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      className={cn(
        "grid min-w-0 gap-3 rounded-lg border border-border p-3 aria-invalid:border-danger",
        className,
      )}
    >
      <legend className="px-1 font-medium text-sm">{node.label}</legend>
      {changed || actions ? (
        <div className="-mt-2 flex flex-wrap items-center gap-2">
          {onReset ? <ChangedMark changed={changed} label={node.label} onReset={onReset} /> : null}
          {actions}
        </div>
      ) : null}
      {description ? (
        <p id={`${id}-description`} className="-mt-1 text-muted-foreground text-sm">
          {description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} data-slot="field-error" className="font-medium text-danger text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
