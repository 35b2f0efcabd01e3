import { Slot } from "@radix-ui/react-slot";
import type * as React from "react";
import { createContext, useContext, useId, useLayoutEffect, useMemo, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { Label } from "../label/label.tsx";

type FieldContextValue = {
  controlId: string;
  descriptionId: string;
  errorId: string;
  invalid: boolean;
  hasDescription: boolean;
  hasError: boolean;
  setHasDescription: (present: boolean) => void;
  setHasError: (present: boolean) => void;
};

const FieldContext = createContext<FieldContextValue | null>(null);

function useField(part: string): FieldContextValue {
  const context = useContext(FieldContext);
  if (!context) throw new Error(`<${part}> must be used inside <Field>`);
  return context;
}

type FieldProps = React.ComponentProps<"div"> & {
  /** Marks the control invalid even without a FieldError (for example after a server error). */
  invalid?: boolean;
};

/**
 * Groups a label, one control, an optional description and an optional error, and wires them
 * together: the label names the control, the description and error describe it, and the control
 * gets aria-invalid while an error shows.
 */
export function Field({ className, invalid, children, ...props }: FieldProps) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  const [hasError, setHasError] = useState(false);
  const isInvalid = invalid ?? hasError;

  const context = useMemo<FieldContextValue>(
    () => ({
      controlId: `${id}-control`,
      descriptionId: `${id}-description`,
      errorId: `${id}-error`,
      invalid: isInvalid,
      hasDescription,
      hasError,
      setHasDescription,
      setHasError,
    }),
    [id, isInvalid, hasDescription, hasError],
  );

  return (
    <FieldContext.Provider value={context}>
      <div
        data-slot="field"
        data-invalid={isInvalid ? "true" : undefined}
        className={cn("grid gap-2", className)}
        {...props}
      >
        {children}
      </div>
    </FieldContext.Provider>
  );
}

export function FieldLabel(props: Omit<React.ComponentProps<typeof Label>, "htmlFor">) {
  const { controlId } = useField("FieldLabel");
  return <Label data-slot="field-label" htmlFor={controlId} {...props} />;
}

/** Wraps exactly one control (Input, Select, Textarea...) and gives it the field's ids. */
export function FieldControl({ children }: { children: React.ReactElement }) {
  const { controlId, descriptionId, errorId, invalid, hasDescription, hasError } =
    useField("FieldControl");
  const describedBy = [hasDescription && descriptionId, hasError && errorId].filter(Boolean);
  return (
    <Slot
      data-slot="field-control"
      id={controlId}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
    >
      {children}
    </Slot>
  );
}

export function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { descriptionId, setHasDescription } = useField("FieldDescription");
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="field-description"
      id={descriptionId}
      className={cn("text-muted-foreground text-sm", className)}
      {...props}
    />
  );
}

/** The field's error message; renders nothing (and leaves the field valid) without children. */
export function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  const { errorId, setHasError } = useField("FieldError");
  const present =
    children !== undefined && children !== null && children !== false && children !== "";
  useLayoutEffect(() => {
    setHasError(present);
    return () => setHasError(false);
  }, [present, setHasError]);
  if (!present) return null;
  return (
    <p
      data-slot="field-error"
      id={errorId}
      className={cn("font-medium text-danger text-sm", className)}
      {...props}
    >
      {children}
    </p>
  );
}
