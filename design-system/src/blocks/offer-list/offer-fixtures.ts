import { type Offer, offer as offerSchema } from "@storefront/schemas";

/** An offer as the schema completes it; the drawn image is added after, as media may not be data: in a definition. */
const offer = ({ image_url, ...fields }: Record<string, unknown> & { image_url?: string }) => ({
  ...offerSchema.parse(fields),
  ...(image_url ? { image_url } : {}),
});

const picture = (text: string, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="${fill}"/><text x="320" y="195" font-family="Arial" font-size="40" fill="#ffffff" text-anchor="middle">${text}</text></svg>`,
  )}`;

export const longDescription =
  "Drive away in a new Toyota HiLux SR5 with 2.99% p.a. finance over 60 months, five years of capped price servicing and a complimentary tow bar fitted before delivery. Offer applies to vehicles ordered and delivered before the end of the month at participating dealers only.";

const longDisclaimer =
  "Offer available to approved ABN holders only for new HiLux SR5 models ordered and delivered between 1 June 2026 and 30 June 2026 or while stocks last. Comparison rate 3.45% p.a. based on a secured loan of $30,000 over five years. WARNING: This comparison rate is true only for the example given and may not include all fees and charges.";

/** Offers as a dealer keeps them, each with its image drawn in place of a photo. */
export const fixtureOffers: Offer[] = [
  offer({
    id: "hilux-finance",
    name: "HiLux SR5 2.99% finance",
    description: longDescription,
    disclaimer: longDisclaimer,
    manufacturer: "Toyota",
    model: { slug: "hilux", name: "HiLux" },
    image_url: picture("HiLux", "#7a1f1f"),
  }),
  offer({
    id: "corolla-service",
    name: "Corolla first service free",
    description: "Your first scheduled service is on us.",
    disclaimer: "Applies to new Corolla models sold from 1 June 2026.",
    manufacturer: "Toyota",
    model: { slug: "corolla", name: "Corolla" },
    image_url: picture("Corolla", "#1f3a7a"),
  }),
  ...Array.from({ length: 4 }, (_, index) =>
    offer({
      id: `bonus-${index + 1}`,
      name: `Bonus accessories pack ${index + 1}`,
      description: "Floor mats, tinted windows and a cargo liner with any new vehicle.",
      image_url: picture(`Pack ${index + 1}`, "#2f5d3a"),
    }),
  ),
];
