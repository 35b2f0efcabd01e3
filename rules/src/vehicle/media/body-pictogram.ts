import { toSlug } from "../../formatting/slug.ts";

const bodyPictograms = [
  "sedan",
  "hatch",
  "wagon",
  "suv",
  "ute",
  "van",
  "people-mover",
  "coupe",
  "convertible",
  "cab-chassis",
  "truck",
  "motorcycle",
  "caravan",
  "car",
] as const;
export type BodyPictogram = (typeof bodyPictograms)[number];

// Body type names vary between feeds ('Hatchback', '4WD', 'Cab Chas'); these map them home.
const aliases: Record<string, BodyPictogram> = {
  hatchback: "hatch",
  "station-wagon": "wagon",
  "4wd": "suv",
  "4x4": "suv",
  "sports-utility": "suv",
  pickup: "ute",
  utility: "ute",
  "dual-cab": "ute",
  "cab-chas": "cab-chassis",
  "people-movers": "people-mover",
  minivan: "people-mover",
  cabriolet: "convertible",
  roadster: "convertible",
  motorbike: "motorcycle",
  "motor-cycle": "motorcycle",
  "prime-mover": "truck",
  "camper-trailer": "caravan",
  motorhome: "caravan",
};

/** The pictogram a body type tile shows; unknown body types get a generic car. */
export function bodyPictogram(body: string): BodyPictogram {
  const slug = toSlug(body);
  const singular = slug.replace(/s$/, "");
  for (const candidate of [slug, singular]) {
    if ((bodyPictograms as readonly string[]).includes(candidate))
      return candidate as BodyPictogram;
    const alias = aliases[candidate];
    if (alias) return alias;
  }
  return "car";
}
