import { blockPalette } from "@storefront/design-system/blocks/palette.ts";
import { type BlockType, blockProps, fieldHintsOf, type Problem } from "@storefront/schemas";
import { SchemaForm } from "./schema-form.tsx";

export type BlockPropsFormProps = {
  type: BlockType;
  /** The block instance's props as authored (fields left out use their defaults). */
  props: Record<string, unknown> | undefined;
  /**
   * The block's complete new props after each change (typing is sent once it pauses for 150 ms).
   * Fields reset to their default are left out, so the value replaces the old props.
   */
  onChange: (props: Record<string, unknown>) => void;
  /** The draft's problems; those under `pointerBase` show on their fields. */
  problems?: readonly Problem[];
  /** The props' JSON pointer in the draft, such as `/pages/0/zones/main/2/props`. */
  pointerBase?: string;
};

/** The props form of one block, from its props schema and the field hints in its `.meta()`. */
export function BlockPropsForm({
  type,
  props,
  onChange,
  problems = [],
  pointerBase = "",
}: BlockPropsFormProps) {
  const meta = blockPalette[type];
  const schema = blockProps[type];
  if (Object.keys(schema.shape).length === 0) {
    return (
      <p data-slot="block-props-empty" className="text-muted-foreground text-sm">
        The {meta.label.toLowerCase()} has no settings: it shows what the page is about.
      </p>
    );
  }
  return (
    <SchemaForm
      key={type}
      schema={schema}
      value={props}
      onChange={onChange}
      problems={problems}
      pointerBase={pointerBase}
      hints={fieldHintsOf(schema)}
      aria-label={`${meta.label} settings`}
    />
  );
}
