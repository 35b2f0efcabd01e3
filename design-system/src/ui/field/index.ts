export { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field.tsx";
