import { describe, expect, it } from "vitest";
import { genericFormValues } from "./generic-form-values.ts";

const fields = [
  { name: "name", label: "First Name", kind: "text" },
  { name: "email", label: "Email", kind: "email" },
  { name: "message", label: "Comments", kind: "textarea" },
  { name: "department", label: "Department", kind: "select" },
  { name: "finance", label: "Finance", kind: "check" },
  { name: "insurance", label: "Insurance", kind: "check" },
];

describe("genericFormValues", () => {
  it("fills the lead's own fields, lists other answers in the message and ticks as services", () => {
    expect(
      genericFormValues(fields, {
        name: "Jo",
        email: "jo@example.com",
        message: "Call me after 5.",
        department: "Service",
        finance: true,
        insurance: false,
      }),
    ).toEqual({
      name: "Jo",
      email: "jo@example.com",
      message: "Call me after 5.\nDepartment: Service",
      additional_services: ["Finance"],
    });
  });

  it("leaves blank answers out", () => {
    expect(genericFormValues(fields, { name: "Jo", email: "", department: "  " })).toEqual({
      name: "Jo",
    });
  });
});
