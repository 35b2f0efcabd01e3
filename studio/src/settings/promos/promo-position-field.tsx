import { FieldControl } from "@storefront/design-system/ui/field/field.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { createContext, useContext, useEffect, useState } from "react";
import { FieldFrame } from "../../forms/frame/field-frame.tsx";
import type { FieldNode, FieldPath } from "../../forms/schema/field-node.ts";
import { deepEqual } from "../../forms/schema/value-paths.ts";
import { useLeafField } from "../../forms/use-schema-field.ts";
import { formatPositions, parsePositions, positionBeyondPage } from "./promo-positions.ts";

/** Results per page of the site being edited, which a promo position must not pass. */
export const PageSizeContext = createContext(21);

/**
 * A promo card's position: one number ("9") or several ("5, 10"), checked against the page
 * size as the draft check does, so the marketer sees it while typing.
 */
export function PromoPositionField({ node, path }: { node: FieldNode; path: FieldPath }) {
  const pageSize = useContext(PageSizeContext);
  const field = useLeafField(node, path, { problemsWithin: true });
  const [text, setText] = useState(() => formatPositions(field.value));

  useEffect(() => {
    setText((current) =>
      deepEqual(parsePositions(current), field.value) ? current : formatPositions(field.value),
    );
  }, [field.value]);

  const described: FieldNode = {
    ...node,
    help: `One position (9) or several separated by commas (5, 10); a page holds ${pageSize} results.`,
  };
  return (
    <FieldFrame
      node={described}
      pointer={field.pointer}
      error={field.error ?? positionBeyondPage(field.value, pageSize)}
      changed={field.changed}
      onReset={field.reset}
    >
      <FieldControl>
        <Input
          inputMode="numeric"
          value={text}
          placeholder="9 or 5, 10"
          onChange={(event) => {
            setText(event.target.value);
            field.set(parsePositions(event.target.value), { typing: true });
          }}
          onBlur={field.onBlur}
          className="max-w-48"
        />
      </FieldControl>
    </FieldFrame>
  );
}
