export { Collapsible, CollapsibleContent, CollapsibleTrigger } from "./collapsible.tsx";
