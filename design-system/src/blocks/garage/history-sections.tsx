import { formatDate, formatKm, formatMoney } from "@storefront/rules/formatting/format";
import { outsideOnlineRuleMessage } from "@storefront/rules/trade-in/online-rule";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import type { GarageAnswer } from "@storefront/schemas/shopper/garage";
import { Badge } from "../../ui/badge/badge.tsx";
import { EmptyNote } from "./garage-section.tsx";

const rowClassName = "flex flex-col gap-1 rounded-lg border bg-card p-4";

/** The shopper's enquiries, newest first: those sent signed in, and signed out from their mobile. */
export function EnquiriesSection({ enquiries }: { enquiries: GarageAnswer["enquiries"] }) {
  if (enquiries.length === 0) return <EmptyNote>You have not sent any enquiries yet.</EmptyNote>;
  return (
    <ul className="grid gap-3">
      {enquiries.map((enquiry) => (
        <li key={enquiry.id} data-slot="garage-enquiry" className={rowClassName}>
          <p className="font-semibold">
            {enquiry.category}
            {enquiry.subcategory ? ` (${enquiry.subcategory})` : ""}
          </p>
          {enquiry.car_title ? <p>{enquiry.car_title}</p> : null}
          <p className="text-muted-foreground text-sm">Sent {formatDate(enquiry.created_at)}</p>
        </li>
      ))}
    </ul>
  );
}

/** What a valuation came to: the range on the FAQ's condition, or why there is no figure. */
function valuationText(valuation: GarageAnswer["valuations"][number]) {
  if (valuation.outcome === "outside-online-rule") return outsideOnlineRuleMessage;
  if (valuation.low === null || valuation.high === null)
    return "An online estimate cannot be given for this car.";
  return `${formatMoney(valuation.low)} to ${formatMoney(valuation.high)}. The price is indicative and subject to inspection.`;
}

/** The trade-in valuations of the last 7 days, newest first. */
export function ValuationsSection({ valuations }: { valuations: GarageAnswer["valuations"] }) {
  if (valuations.length === 0)
    return <EmptyNote>You have no trade-in valuations from the last 7 days.</EmptyNote>;
  return (
    <ul className="grid gap-3">
      {valuations.map((valuation) => (
        <li key={valuation.id} data-slot="garage-valuation" className={rowClassName}>
          <p className="font-semibold">
            {vehicleTitle(valuation.car)}, {formatKm(valuation.km)}
          </p>
          <p>{valuationText(valuation)}</p>
          {valuation.accepted ? <Badge variant="success">Offer accepted</Badge> : null}
          <p className="text-muted-foreground text-sm">
            Valued {formatDate(valuation.created_at)}, kept until {formatDate(valuation.expires_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}
