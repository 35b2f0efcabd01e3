import { type ReactNode, useId } from "react";

type ToolbarFieldProps = {
  label: string;
  /** The field's own control, given the id its label points to. */
  children: (id: string) => ReactNode;
  className?: string;
};

/** A labelled control of the preview's toolbar: the page, the day or the rooftop shown. */
export function ToolbarField({ label, children, className = "" }: ToolbarFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`.trim()}>
      <label htmlFor={id} className="shrink-0 font-medium text-sm">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
