export { controlClassName, Input } from "./input.tsx";
