import { z } from "zod";

/** The settings the lead forms share, described once. */
export const leadFormProps = {
  steps: z.enum(["single", "multi"]).default("single").meta({
    title: "Steps",
    description:
      "Single: one form. Multi: the contact details first, then the rest; only the last step sends.",
  }),
  submitLabel: (label: string) =>
    z.string().min(1).max(60).default(label).meta({ title: "Send button label" }),
  title: (title: string) => z.string().min(1).max(120).default(title).meta({ title: "Form title" }),
  buttonLabel: (label: string) =>
    z.string().min(1).max(60).default(label).meta({ title: "Button label" }),
  category: (category: string) =>
    z.string().min(1).max(100).default(category).meta({
      title: "Lead category",
      description: "The category the dealer receives the lead under.",
    }),
  presentation: z.enum(["dialog", "page"]).default("dialog").meta({
    title: "Shown as",
    description: "Dialog: a button opening the form (the vehicle page). Page: the form itself.",
  }),
};
