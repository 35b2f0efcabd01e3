import { useId } from "react";

/** One section of the garage: a heading and what it holds. */
export function GarageSection({
  name,
  title,
  children,
}: {
  name: string;
  title: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      data-slot="garage-section"
      data-section={name}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 border-t pt-6"
    >
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section's message when it holds nothing yet. */
export function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className="text-muted-foreground">{children}</p>;
}
