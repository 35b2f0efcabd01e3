import { describe, expect, it } from "vitest";
import { vehicleDescription, vehicleStructuredData } from "./structured-data.ts";

const car = {
  slug: "2021-toyota-corolla-ascent-sport-ab12",
  year: 2021,
  make: "Toyota",
  model: "Corolla",
  badge: "Ascent Sport",
  car_type: "used" as const,
  status: "in_stock" as const,
  price: 25990,
  km: 45210,
  vin: "JTDBR3FE10J012345",
  trans: "Automatic",
  fuel: "Petrol",
  dealership_name: "Motorama Moorabbin",
  images: [
    { url: "/media/cars/1.jpg" },
    { isVideo: true as const, url: "https://video.example/1.mp4" },
    { url: "https://cdn.example/2.jpg" },
  ],
};
const page = { url: "https://shop.example/cars/abc", siteName: "Motorama" };

describe("vehicle structured data", () => {
  it("describes the car and its offer in AUD with the page's address", () => {
    const data = vehicleStructuredData(car, page);
    expect(data).toMatchObject({
      "@type": "Car",
      name: "2021 Toyota Corolla Ascent Sport",
      vehicleIdentificationNumber: "JTDBR3FE10J012345",
      mileageFromOdometer: { value: 45210, unitCode: "KMT" },
      vehicleTransmission: "Automatic",
      offers: {
        "@type": "Offer",
        price: 25990,
        priceCurrency: "AUD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/UsedCondition",
        seller: { name: "Motorama Moorabbin" },
      },
    });
  });
  it("lists photos as absolute addresses and leaves videos out", () => {
    expect(vehicleStructuredData(car, page).image).toEqual([
      "https://shop.example/media/cars/1.jpg",
      "https://cdn.example/2.jpg",
    ]);
  });
  it("states availability from the status and the reservation", () => {
    const availability = (status: "in_stock" | "coming_soon" | "sold", reserved = false) =>
      vehicleStructuredData({ ...car, status, reserved }, page).offers.availability;
    expect(availability("sold")).toBe("https://schema.org/SoldOut");
    expect(availability("coming_soon")).toBe("https://schema.org/PreOrder");
    expect(availability("in_stock", true)).toBe("https://schema.org/Reserved");
  });
  it("gives no price for a car priced 10 or less, and new cars are in new condition", () => {
    const data = vehicleStructuredData({ ...car, price: 0, car_type: "new" }, page);
    expect(data.offers).not.toHaveProperty("price");
    expect(data.itemCondition).toBe("https://schema.org/NewCondition");
  });
  it("omits what the record does not have", () => {
    const { vin: _vin, ...withoutVin } = car;
    expect(vehicleStructuredData(withoutVin, page)).not.toHaveProperty(
      "vehicleIdentificationNumber",
    );
    expect(vehicleStructuredData({ ...car, images: [] }, page)).not.toHaveProperty("image");
  });
});

describe("vehicle meta description", () => {
  it("says what, how far, how much and where", () => {
    expect(vehicleDescription(car, "Motorama")).toBe(
      "Used 2021 Toyota Corolla Ascent Sport, 45,210 km, Automatic, Petrol, $25,990. Available from Motorama Moorabbin.",
    );
  });
  it("leaves out the kilometres of a new car and a missing price, and names the site otherwise", () => {
    const { dealership_name: _name, ...newCar } = { ...car, car_type: "new" as const, price: 5 };
    expect(vehicleDescription(newCar, "Motorama")).toBe(
      "New 2021 Toyota Corolla Ascent Sport, Automatic, Petrol. Available from Motorama.",
    );
  });
});
