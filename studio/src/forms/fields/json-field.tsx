import { FieldControl } from "@storefront/design-system/ui/field/field.tsx";
import { Textarea } from "@storefront/design-system/ui/textarea/textarea.tsx";
import { useEffect, useState } from "react";
import { FieldFrame } from "../frame/field-frame.tsx";
import type { JsonNode } from "../schema/field-node.ts";
import { deepEqual } from "../schema/value-paths.ts";
import { useLeafField } from "../use-schema-field.ts";
import type { FieldProps } from "./field-props.ts";

const toText = (value: unknown) => (value === undefined ? "" : JSON.stringify(value, null, 2));

function parse(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: `This is not valid JSON: ${(error as Error).message}` };
  }
}

/** Values the form has no widget for (unions of shapes), edited as JSON text. */
export function JsonField({ node, path }: FieldProps<JsonNode>) {
  const field = useLeafField(node, path, { problemsWithin: true });
  const [text, setText] = useState(() => toText(field.value));
  const parsed = parse(text);

  useEffect(() => {
    setText((current) => {
      const result = parse(current);
      return result.ok && deepEqual(result.value, field.value) ? current : toText(field.value);
    });
  }, [field.value]);

  return (
    <FieldFrame
      node={node}
      pointer={field.pointer}
      error={parsed.ok ? field.error : parsed.message}
      changed={field.changed}
      onReset={field.reset}
    >
      <FieldControl>
        <Textarea
          value={text}
          spellCheck={false}
          className="font-mono text-sm"
          onChange={(event) => {
            setText(event.target.value);
            const result = parse(event.target.value);
            if (result.ok) field.set(result.value, { typing: true });
          }}
          onBlur={field.onBlur}
        />
      </FieldControl>
    </FieldFrame>
  );
}
