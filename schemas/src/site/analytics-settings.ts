import { z } from "zod";

const eventId = (id: number, description: string) =>
  z.number().int().min(0).default(id).meta({ description });

/** Analytics event ids, defaulting to the spec's table. */
export const analyticsSettings = z.strictObject({
  dataLayer: z
    .string()
    .regex(/^[A-Za-z_$][\w$]*$/)
    .default("dataLayer")
    .meta({ title: "Data layer name", description: "Global array the events are pushed to." }),
  usedTestDriveEvent: z.enum(["standard", "alternate"]).default("standard").meta({
    title: "Used test drive event",
    description: "Alternate fires the alternate id (48 by default) for a used car's test drive.",
  }),
  events: z
    .strictObject({
      phoneClick: eventId(25, "Phone click."),
      financeCalculatorUse: eventId(26, "Finance calculator first use."),
      carSaved: eventId(39, "Car saved or favourited."),
      testDriveNew: eventId(17, "Test drive (new)."),
      testDriveUsed: eventId(15, "Test drive (used)."),
      testDriveUsedAlternate: eventId(48, "Used test drive (alternate id)."),
      enquiryNew: eventId(14, "Enquiry (new)."),
      enquiryTestDriveOnly: eventId(17, "Enquiry (Test Drive Only)."),
      generalEnquiry: eventId(22, "General enquiry."),
      careers: eventId(51, "Careers."),
      offerAccepted: eventId(18, "Offer accepted."),
      print: eventId(61, "Print."),
      historyReport: eventId(60, "History report."),
      usedCarView: eventId(4, "Used car view."),
      searchPageView: eventId(49, "Search page view."),
      financeEnquiryModal: eventId(9, "Finance enquiry modal form."),
    })
    .prefault({})
    .meta({ title: "Event ids" }),
});
