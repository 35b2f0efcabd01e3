import { formatPhone } from "../formatting/phone.ts";
import type { OpeningHourEntry } from "./opening-hours.ts";
import { weekdayNames } from "./weekdays.ts";

/** The parts of a location schema.org's `AutoDealer` is made of. */
export type DealerLocation = {
  name: string;
  address: {
    street: string;
    city: string;
    state: string;
    postcode: string;
    lat: number;
    long: number;
  };
  contact_detail: {
    phone?: string | undefined;
    email?: string | undefined;
    opening_hours: readonly OpeningHourEntry[];
  };
  image?: string | undefined;
  reviews?: { count: number; average_rating: number } | undefined;
};

/**
 * A location as schema.org's `AutoDealer`, for search engines: address, coordinates, opening
 * hours, telephone and, when it has reviews, their aggregate rating.
 */
export function autoDealerStructuredData(location: DealerLocation, url: string) {
  const { address, contact_detail: contact } = location;
  const open = contact.opening_hours.filter(
    (entry) => entry.status === "Open" && entry.open && entry.close,
  );
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: location.name,
    url,
    ...(location.image ? { image: location.image } : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postcode,
      addressCountry: "AU",
    },
    geo: { "@type": "GeoCoordinates", latitude: address.lat, longitude: address.long },
    openingHoursSpecification: open.map((entry) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${weekdayNames[entry.weekday]}`,
      opens: entry.open,
      closes: entry.close,
    })),
    ...(location.reviews && location.reviews.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: location.reviews.average_rating,
            reviewCount: location.reviews.count,
            bestRating: 5,
          },
        }
      : {}),
  };
}

/**
 * A location page's description for search engines and link previews: its name, address and,
 * when it has one, its phone number as shown on the site.
 */
export function locationDescription(
  location: Pick<DealerLocation, "name" | "address" | "contact_detail">,
): string {
  const { street, city, state, postcode } = location.address;
  const phone = location.contact_detail.phone;
  const call = phone ? ` Call ${formatPhone(phone)}.` : "";
  return `${location.name}, ${street}, ${city} ${state} ${postcode}. Opening hours, directions and contact details.${call}`;
}
