import { RemainingFields, SchemaFieldAt } from "../schema-field.tsx";
import { FormSection } from "./form-section.tsx";

/** Titled sections, each listing field paths ("calculator.term") in the order shown. */
export type FieldLayout = Record<string, readonly string[]>;

/**
 * A form's fields in the titled sections of `layout`, then every field the layout leaves out:
 * first those inside each object named in `within`, then the rest, under `remainingTitle` when
 * given. A setting added to the schema later still appears.
 */
export function SectionedFields({
  layout,
  within = [],
  remainingTitle,
}: {
  layout: FieldLayout;
  within?: readonly string[];
  remainingTitle?: string;
}) {
  const placed = Object.values(layout).flat();
  const remaining = (
    <>
      {within.map((object) => (
        <RemainingFields key={object} except={placed} within={object} />
      ))}
      <RemainingFields except={placed} />
    </>
  );
  return (
    <>
      {Object.entries(layout).map(([title, paths]) => (
        <FormSection key={title} title={title}>
          {paths.map((path) => (
            <SchemaFieldAt key={path} path={path} />
          ))}
        </FormSection>
      ))}
      {remainingTitle ? <FormSection title={remainingTitle}>{remaining}</FormSection> : remaining}
    </>
  );
}
