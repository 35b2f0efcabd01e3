import type { CarType } from "@storefront/schemas";
import type { Random } from "../random.ts";
import type { VehicleSpec } from "../specs/vehicle-spec.ts";

export interface CommentFacts {
  spec: VehicleSpec;
  carType: CarType;
  name: string;
  colour: string;
  interiorColour: string | undefined;
  km: number;
  features: readonly string[];
  locationName: string;
  phone: string | undefined;
  certified: boolean;
}

const usedCondition = [
  "Logbook serviced and presented in excellent condition inside and out.",
  "Comes with two keys, the owner's manuals and a full service history.",
  "Independently inspected by our workshop and ready to drive away today.",
  "A genuine one-owner vehicle that has been well cared for.",
  "Fresh service, new tyres and a detail inside and out before delivery.",
];

const closings = [
  "Finance is available and trade-ins are welcome.",
  "Ask us about extended warranty options.",
  "We can arrange delivery Australia-wide.",
  "Book a test drive online or come and see us this week.",
];

function kilometres(km: number): string {
  return String(Math.round(km)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function featureSentence(features: readonly string[], random: Random): string {
  if (features.length === 0) return "";
  const shown = features.slice(0, random.int(2, 4));
  const list =
    shown.length === 1
      ? shown[0]
      : `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
  return ` Highlights include ${list}.`;
}

/** Dealer comments in the voice of a sales team; null on a quarter of listings (still pending). */
export function dealerComments(facts: CommentFacts, random: Random): string | null {
  if (random.chance(0.25)) return null;
  const { spec, carType, name } = facts;
  const trim = facts.interiorColour ? ` with ${facts.interiorColour.toLowerCase()} interior` : "";
  let text: string;
  if (carType === "new") {
    text = `Brand new ${name} in ${facts.colour}${trim}, available now from ${facts.locationName}.`;
  } else if (carType === "demo") {
    text = `Ex-demonstrator ${name} in ${facts.colour}${trim} with only ${kilometres(facts.km)} km, driven by our staff and serviced by us.`;
  } else {
    const distance = spec.kmPerYear > 0 ? ` showing ${kilometres(facts.km)} km` : "";
    text = `This ${name} in ${facts.colour}${trim}${distance} is ready for its next owner. ${random.pick(usedCondition)}`;
  }
  text += featureSentence(facts.features, random);
  if (spec.fields.sleeps)
    text += ` Sleeps ${spec.fields.sleeps}, ${spec.fields.body_length} ft long.`;
  if (facts.certified) {
    text +=
      " Certified pre-owned, with a multi-point inspection and the manufacturer's certified warranty.";
  }
  if (random.chance(0.35)) {
    text += ` ${random.pick(closings)} Our team at ${facts.locationName} will take you through every detail of this ${spec.noun}, from running costs to servicing.`;
  }
  if (facts.phone) text += ` Call ${facts.locationName} on ${facts.phone}.`;
  return text;
}
