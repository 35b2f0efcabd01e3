import { formatKm, formatMoney } from "../../formatting/format.ts";
import { hasPrice } from "../../pricing/price.ts";
import { vehicleTitle } from "../card/vehicle-title.ts";
import { type GalleryMediaInput, gallerySlides } from "../media/gallery.ts";

type DescribedCar = GalleryMediaInput & {
  slug: string;
  year: number;
  make: string;
  model: string;
  badge?: string | null | undefined;
  series?: string | null | undefined;
  car_type: "new" | "demo" | "used";
  status: "in_stock" | "coming_soon" | "sold";
  reserved?: boolean | undefined;
  price: number;
  km: number;
  vin?: string | undefined;
  colour?: string | undefined;
  body?: string | undefined;
  simple_body?: string | undefined;
  fuel?: string | undefined;
  simple_fuel?: string | undefined;
  trans?: string | undefined;
  simple_transmission?: string | undefined;
  dealership_name?: string | undefined;
};

type PageAddress = { url: string; siteName: string };

const availability = (car: DescribedCar) =>
  car.status === "sold"
    ? "https://schema.org/SoldOut"
    : car.status === "coming_soon"
      ? "https://schema.org/PreOrder"
      : car.reserved
        ? "https://schema.org/Reserved"
        : "https://schema.org/InStock";

/** Demo cars have been driven and registered: search engines know them as used. */
const itemCondition = (car: DescribedCar) =>
  car.car_type === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition";

/** The car's photos as absolute addresses, the first one the page's share image. */
export function vehiclePhotoUrls(car: GalleryMediaInput, pageUrl: string): string[] {
  return gallerySlides(car).flatMap((slide) =>
    slide.kind === "image" ? [new URL(slide.url, pageUrl).href] : [],
  );
}

/**
 * The vehicle page's schema.org `Car` with its `Offer`, for search engines' rich results. The
 * offer carries a price only when the car has one (10 or less is no price).
 */
export function vehicleStructuredData(car: DescribedCar, { url, siteName }: PageAddress) {
  const condition = itemCondition(car);
  const photos = vehiclePhotoUrls(car, url);
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: vehicleTitle(car),
    url,
    ...(photos.length ? { image: photos } : {}),
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: condition,
    mileageFromOdometer: { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" },
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(car.colour ? { color: car.colour } : {}),
    ...optional("bodyType", car.body ?? car.simple_body),
    ...optional("fuelType", car.fuel ?? car.simple_fuel),
    ...optional("vehicleTransmission", car.trans ?? car.simple_transmission),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "AUD",
      ...(hasPrice(car.price) ? { price: car.price } : {}),
      availability: availability(car),
      itemCondition: condition,
      seller: { "@type": "AutoDealer", name: car.dealership_name ?? siteName },
    },
  };
}

const optional = (key: string, value: string | undefined) => (value ? { [key]: value } : {});

/** The page's meta description: what the car is, its kilometres, price and where it is sold. */
export function vehicleDescription(car: DescribedCar, siteName: string): string {
  const condition = { new: "New", demo: "Demo", used: "Used" }[car.car_type];
  const facts = [
    `${condition} ${vehicleTitle(car)}`,
    car.car_type === "new" ? undefined : formatKm(car.km),
    car.trans ?? car.simple_transmission,
    car.fuel ?? car.simple_fuel,
    hasPrice(car.price) ? formatMoney(car.price) : undefined,
  ].filter(Boolean);
  return `${facts.join(", ")}. Available from ${car.dealership_name ?? siteName}.`;
}
