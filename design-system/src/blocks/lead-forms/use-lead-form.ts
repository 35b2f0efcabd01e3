import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import type { SendLeadForm } from "./lead-form-result.ts";

/** Blank text counts as not given, as the lead schema expects; nested groups too. */
function withoutBlanks(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== "")
      .map(([name, value]) =>
        value && typeof value === "object" && !Array.isArray(value)
          ? [name, withoutBlanks(value as Record<string, unknown>)]
          : [name, value],
      ),
  );
}

/** The message of the problem at a field's path (`trade_in.make`), if it has one. */
function errorAt(errors: FieldErrors, name: string): string | undefined {
  const found = name
    .split(".")
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], errors) as
    | { message?: unknown }
    | undefined;
  return typeof found?.message === "string" ? found.message : undefined;
}

/** The specification's message when checking a step fails for a reason other than its fields. */
export const stepAdvanceError = "An unknown error occurred while advancing step.";

type LeadFormOptions<V extends FieldValues> = {
  /** Checks the lead's values (the form's values through `toLead`). */
  schema: z.ZodType;
  defaultValues: DefaultValues<V>;
  /** The lead's values from the form's, before checking; blanks are dropped after it. */
  toLead?: (values: V) => Record<string, unknown>;
  /** The fields shown, which a server problem can point at (paths as the lead names them). */
  fields: readonly string[];
  /** The fields of each step when the form has several; the last step sends. */
  steps?: readonly (readonly string[])[];
  send: SendLeadForm;
};

/**
 * A lead form's state over react-hook-form: the lead's own zod rules, the first problem
 * focused, the server's problems on their fields and its message for the alert, and steps
 * that each check only their own fields before the next one shows.
 */
export function useLeadForm<V extends FieldValues>({
  schema,
  defaultValues,
  toLead = (values) => values,
  fields,
  steps = [fields],
  send,
}: LeadFormOptions<V>) {
  const resolver = useMemo<Resolver<V>>(() => {
    const check = zodResolver(schema as never);
    // The resolver checks the lead's values while errors still name the form's fields.
    return (values, context, options) =>
      check(withoutBlanks(toLead(values)) as never, context, options as never) as never;
  }, [schema, toLead]);
  const form = useForm<V>({
    resolver,
    shouldFocusError: false,
    defaultValues,
    // Details remembered from an earlier lead may arrive after the form shows: they fill the
    // fields the shopper has not touched yet.
    values: defaultValues as V,
    resetOptions: { keepDirtyValues: true },
  });
  const formRef = useRef<HTMLFormElement>(null);
  // The first problem in the order the shopper reads the form takes focus.
  const focusFirstProblem = (errors: FieldErrors) => {
    const controls = [...(formRef.current?.elements ?? [])] as HTMLInputElement[];
    controls.find((control) => control.name && errorAt(errors, control.name))?.focus();
  };
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [stepShown, setStepShown] = useState(false);
  const alertId = useId();
  const lastStep = step >= steps.length - 1;

  useEffect(() => {
    if (!stepShown) return;
    setStepShown(false);
    const first = steps[step]?.[0];
    if (first) form.setFocus(first as FieldPath<V>);
  }, [stepShown, step, steps, form]);

  const stepOf = (path: string) => steps.findIndex((names) => names.includes(path));

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await send(values as Record<string, unknown>);
    if (result.status === "sent") return;
    const shown = result.problems.filter((problem) => fields.includes(problem.path));
    const firstStep = shown.length > 0 ? stepOf(shown[0]?.path ?? "") : -1;
    if (firstStep >= 0 && firstStep !== step) setStep(firstStep);
    shown.forEach((problem, index) => {
      form.setError(
        problem.path as FieldPath<V>,
        { type: "server", message: problem.message },
        { shouldFocus: index === 0 && firstStep === step },
      );
    });
    setFailure(result.message);
  }, focusFirstProblem);

  const next = async () => {
    const names = (steps[step] ?? []) as FieldPath<V>[];
    setFailure(null);
    const checked = await form.trigger(names).catch(() => null);
    if (checked === null) {
      setFailure(stepAdvanceError);
      return;
    }
    if (!checked) {
      const controls = [...(formRef.current?.elements ?? [])] as HTMLInputElement[];
      controls
        .find((control) => control.name && form.getFieldState(control.name as never).error)
        ?.focus();
      return;
    }
    setStep(step + 1);
    setStepShown(true);
  };
  const back = () => {
    setStep(Math.max(0, step - 1));
    setStepShown(true);
  };
  /** Back to an earlier step (a later one is reached only through `next`, which checks). */
  const goTo = (target: number) => {
    if (target < 0 || target >= step) return;
    setStep(target);
    setStepShown(true);
  };

  const error = (name: string) => errorAt(form.formState.errors, name);

  // The form's parts take any lead form; each form's values are its own business.
  const anyForm = form as unknown as UseFormReturn<FieldValues>;
  return {
    form: anyForm,
    formRef,
    register: anyForm.register,
    error,
    failure,
    alertId,
    submitting: form.formState.isSubmitting,
    step,
    stepCount: steps.length,
    lastStep,
    /** Whether a field shows on the current step. */
    shows: (name: string) => steps.length === 1 || (steps[step] ?? []).includes(name),
    next,
    back,
    goTo,
    submit,
  };
}

export type LeadForm = ReturnType<typeof useLeadForm<FieldValues>>;
