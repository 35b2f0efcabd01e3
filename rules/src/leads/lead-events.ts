type TestDriveEvents = {
  testDriveNew: number;
  testDriveUsed: number;
  testDriveUsedAlternate: number;
};

/**
 * The analytics event a booked test drive fires: a new car's (17), or a used or demo car's (15,
 * or the alternate 48 on sites set to it). Without a car the booking counts as a new car's.
 */
export function testDriveEventId(
  carType: string | undefined,
  events: TestDriveEvents,
  usedEvent: "standard" | "alternate" = "standard",
): number {
  if (carType === undefined || carType === "new") return events.testDriveNew;
  return usedEvent === "alternate" ? events.testDriveUsedAlternate : events.testDriveUsed;
}

/** The subcategory of the lead that accepts an offer, word for word. */
const offerAcceptedSubcategory = "3. Offer Accepted";

/**
 * The lead that accepts an offer, following the earlier lead it answers: its category, the
 * subcategory '3. Offer Accepted', that lead's id, `form_completed` and `offer_accepted` true.
 * It fires the offer-accepted event (18).
 */
export function offerAcceptedLead(
  offer: { category: string; leadId: string; formCompleted?: boolean },
  events: { offerAccepted: number },
) {
  return {
    lead: {
      category: offer.category,
      subcategory: offerAcceptedSubcategory,
      lead_id: offer.leadId,
      form_completed: offer.formCompleted ?? true,
      offer_accepted: true,
    },
    eventId: events.offerAccepted,
  };
}
