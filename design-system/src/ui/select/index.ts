export { Select } from "./select.tsx";
