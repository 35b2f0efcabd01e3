import type { FieldNode, FieldPath } from "../schema/field-node.ts";

/** What every field component receives: its node and where its value sits in the form. */
export type FieldProps<N extends FieldNode = FieldNode> = { node: N; path: FieldPath };
