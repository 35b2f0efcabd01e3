export { Textarea } from "./textarea.tsx";
