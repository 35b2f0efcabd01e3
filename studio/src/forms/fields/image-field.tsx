import { FieldControl } from "@storefront/design-system/ui/field/field.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { useState } from "react";
import { FieldFrame, frameOf } from "../frame/field-frame.tsx";
import type { ImageNode } from "../schema/field-node.ts";
import { textToValue } from "../schema/value-conversions.ts";
import { useLeafField } from "../use-schema-field.ts";
import type { FieldProps } from "./field-props.ts";

const previewable = (value: unknown): value is string =>
  typeof value === "string" && /^(\/|https?:\/\/)\S+$/i.test(value);

/** An image address (a site path or an http(s) URL) with a small preview of the image. */
export function ImageField({ node, path }: FieldProps<ImageNode>) {
  const field = useLeafField(node, path);
  const text = typeof field.value === "string" ? field.value : "";
  return (
    <FieldFrame
      node={node}
      {...frameOf(field)}
      after={previewable(field.value) ? <ImagePreview key={field.value} src={field.value} /> : null}
    >
      <FieldControl>
        <Input
          inputMode="url"
          value={text}
          placeholder={node.placeholder ?? "/images/banner.jpg or https://…"}
          spellCheck={false}
          onChange={(event) => field.set(textToValue(event.target.value), { typing: true })}
          onBlur={field.onBlur}
        />
      </FieldControl>
    </FieldFrame>
  );
}

function ImagePreview({ src }: { src: string }) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  if (state === "failed") {
    return (
      <p data-slot="image-preview" data-state="failed" className="text-muted-foreground text-sm">
        No preview: the image did not load from this address.
      </p>
    );
  }
  return (
    <img
      data-slot="image-preview"
      data-state={state}
      src={src}
      alt=""
      onLoad={() => setState("loaded")}
      onError={() => setState("failed")}
      className="h-20 w-32 rounded-md border border-border bg-muted object-cover"
    />
  );
}
