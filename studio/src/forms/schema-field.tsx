import { ChoicesField } from "./fields/choices-field.tsx";
import { ColourField } from "./fields/colour-field.tsx";
import { DateField, TimeField } from "./fields/date-field.tsx";
import { ImageField } from "./fields/image-field.tsx";
import { JsonField } from "./fields/json-field.tsx";
import { ListField } from "./fields/list-field.tsx";
import { NumberField } from "./fields/number-field.tsx";
import { ObjectFieldset } from "./fields/object-fieldset.tsx";
import { SelectField } from "./fields/select-field.tsx";
import { SwitchField } from "./fields/switch-field.tsx";
import { TextField } from "./fields/text-field.tsx";
import { VariantField } from "./fields/variant-field.tsx";
import type { FieldNode, FieldPath } from "./schema/field-node.ts";
import { useSchemaForm } from "./schema-form-context.ts";

type SchemaFieldProps = {
  node: FieldNode;
  path: FieldPath;
  /** An object's fields without their own fieldset (a list entry already groups them). */
  bare?: boolean;
};

/** The widget for one node of the described schema. */
export function SchemaField({ node, path, bare }: SchemaFieldProps) {
  const { isVisible, widgets } = useSchemaForm();
  if (!isVisible(node)) return null;
  const Widget = widgets[node.key === "*" ? `${node.schemaPath}.*` : node.schemaPath];
  if (Widget) return <Widget node={node} path={path} />;
  switch (node.kind) {
    case "text":
      return <TextField node={node} path={path} />;
    case "number":
      return <NumberField node={node} path={path} />;
    case "select":
      return <SelectField node={node} path={path} />;
    case "switch":
      return <SwitchField node={node} path={path} />;
    case "colour":
      return <ColourField node={node} path={path} />;
    case "image":
      return <ImageField node={node} path={path} />;
    case "date":
      return <DateField node={node} path={path} />;
    case "time":
      return <TimeField node={node} path={path} />;
    case "object":
    case "link":
      return <ObjectFieldset node={node} path={path} bare={bare} />;
    case "list":
      return <ListField node={node} path={path} />;
    case "choices":
      return <ChoicesField node={node} path={path} />;
    case "variant":
      return <VariantField node={node} path={path} />;
    case "literal":
      return null;
    case "json":
      return <JsonField node={node} path={path} />;
  }
}

/** The root's node at a dotted schema path such as `calculator.amount`. */
function useNodeAt(schemaPath: string): FieldNode {
  const { root } = useSchemaForm();
  let node: FieldNode | undefined = root;
  for (const key of schemaPath ? schemaPath.split(".") : []) {
    node =
      node && (node.kind === "object" || node.kind === "link")
        ? node.fields.find((field) => field.key === key)
        : undefined;
  }
  if (!node) throw new Error(`The form's schema has no field at "${schemaPath}"`);
  return node;
}

/** Places the field at a dotted path of the form's root where a custom layout wants it. */
export function SchemaFieldAt({ path }: { path: string }) {
  const node = useNodeAt(path);
  return <SchemaField node={node} path={path.split(".")} />;
}

/**
 * The fields of the root (or of the object at `within`) that a custom layout did not place, so
 * a setting added to the schema later is never left out.
 */
export function RemainingFields({
  except,
  within,
}: {
  except: readonly string[];
  within?: string;
}) {
  const { root } = useSchemaForm();
  const parent = useNodeAt(within ?? "");
  const base = within ? within.split(".") : [];
  const fields =
    within && (parent.kind === "object" || parent.kind === "link") ? parent.fields : root.fields;
  const prefix = within ? `${within}.` : "";
  const placed = new Set(
    except
      .filter((path) => path.startsWith(prefix))
      .map((path) => path.slice(prefix.length).split(".")[0]),
  );
  return fields
    .filter((field) => !placed.has(field.key))
    .map((field) => <SchemaField key={field.key} node={field} path={[...base, field.key]} />);
}
