export { BlockPropsForm, type BlockPropsFormProps } from "./block-props-form.tsx";
export type { FieldNode, FieldPath, FormFieldHint, FormHints } from "./field-node.ts";
export { FormSection } from "./form-section.tsx";
export { RemainingFields, SchemaField, SchemaFieldAt } from "./schema-field.tsx";
export { SchemaForm, type SchemaFormProps } from "./schema-form.tsx";
export type { FieldWidgets } from "./schema-form-context.ts";
export { describeSchema, findNode } from "./schema-walk.ts";
export { SortableList, type SortableListProps } from "./sortable-list.tsx";
export { useContainerField, useLeafField } from "./use-schema-field.ts";
