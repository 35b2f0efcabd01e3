import type * as React from "react";
import { useId } from "react";

/** A titled part of a custom form layout (Calculator, Results, Address). */
export function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-slot="form-section" className="grid gap-4">
      <h3 id={id} className="font-semibold text-base">
        {title}
      </h3>
      {children}
    </section>
  );
}
