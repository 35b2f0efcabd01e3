export { Checkbox } from "./checkbox.tsx";
