export { cn } from "./cn.ts";
export { focusRing } from "./focus-ring.ts";
