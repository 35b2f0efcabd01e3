export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion.tsx";
