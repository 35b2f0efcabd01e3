import { FieldControl } from "@storefront/design-system/ui/field/field.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { FieldFrame, frameOf } from "../frame/field-frame.tsx";
import type { ColourNode } from "../schema/field-node.ts";
import { isHex, normaliseHex, textToValue } from "../schema/value-conversions.ts";
import { useLeafField } from "../use-schema-field.ts";
import type { FieldProps } from "./field-props.ts";

type ColourFieldProps = FieldProps<ColourNode> & {
  /** Advice about the chosen colour (contrast), read with the description. */
  warningFor?: (colour: string | undefined) => string | undefined;
};

/** A colour picker beside a hex text box; the text is tidied (`1a2b3c` -> `#1a2b3c`) on leaving it. */
export function ColourField({ node, path, warningFor }: ColourFieldProps) {
  const field = useLeafField(node, path);
  const text = typeof field.value === "string" ? field.value : "";
  const swatch = isHex(text) ? text : isHex(node.defaultValue) ? node.defaultValue : "#000000";
  return (
    <FieldFrame
      node={node}
      {...frameOf(field)}
      warning={warningFor?.(isHex(text) ? text : undefined)}
    >
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${node.label}: colour picker`}
          value={swatch.toLowerCase()}
          data-state={isHex(text) ? "set" : "unset"}
          onChange={(event) => field.set(event.target.value, { typing: true })}
          onBlur={field.onBlur}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 data-[state=unset]:opacity-40 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        />
        <FieldControl>
          <Input
            value={text}
            placeholder={typeof node.defaultValue === "string" ? node.defaultValue : "#1a2b3c"}
            spellCheck={false}
            onChange={(event) =>
              field.set(textToValue(event.target.value.trim()), { typing: true })
            }
            onBlur={() => {
              if (text) field.set(normaliseHex(text));
              field.onBlur();
            }}
            className="max-w-40 font-mono"
          />
        </FieldControl>
      </div>
    </FieldFrame>
  );
}
