import { z } from "zod";
import { type NavigationItem, navigationItem } from "../content.ts";

export const defaultHeaderMenu: NavigationItem[] = [
  { name: "Home", url: "/" },
  { name: "Vehicles", dynamic: "models" },
  { name: "Stock", dynamic: "stock" },
  { name: "Offers", url: "/special-offers" },
  {
    name: "Service",
    dropdown: [
      { name: "Book a Service", url: "/service" },
      { name: "Roadside Assist", url: "/pages/roadside-assist" },
      { name: "Warranty", url: "/warranty" },
      { name: "Genuine Parts & Accessories", url: "/vehicle-parts-and-accessories" },
    ],
  },
  {
    name: "Company",
    dropdown: [
      { name: "Contact Us", url: "/contact" },
      { name: "About Us", url: "/about-us" },
      { name: "Fleet", url: "/fleet" },
      { name: "Careers", url: "/careers" },
      { name: "Terms And Conditions", url: "/terms-and-conditions" },
    ],
  },
  { name: "Finance Pre-Approval", url: "/finance", emphasised: true },
];

export const defaultFooterMenu: NavigationItem[] = [
  { name: "Models", dynamic: "models" },
  {
    name: "Buyer Tools",
    dropdown: [
      { name: "New", url: "/search/new-cars" },
      { name: "Demo", url: "/search/demo-cars" },
      { name: "Used cars", url: "/search/used-cars" },
      { name: "Offers", url: "/special-offers" },
      { name: "Finance Pre-Approval", url: "/finance" },
      { name: "Fleet", url: "/fleet" },
      { name: "Trade In", url: "/trade-in" },
      { name: "Test Drive", url: "/book-test-drive/" },
    ],
  },
  {
    name: "Servicing and Parts",
    dropdown: [
      { name: "Book a Service", url: "/service" },
      { name: "Genuine Parts & Accessories", url: "/vehicle-parts-and-accessories" },
      { name: "Roadside Assist", url: "/pages/roadside-assist" },
      { name: "Warranty", url: "/warranty" },
    ],
  },
  {
    name: "Our Group",
    dropdown: [
      { name: "Fleet", url: "/fleet" },
      { name: "Contact Us", url: "/contact" },
      { name: "About Us", url: "/about-us" },
      { name: "Careers", url: "/careers" },
      { name: "Terms", url: "/terms-and-conditions" },
    ],
  },
];

export const navigationSettings = z.strictObject({
  header: z.array(navigationItem).default(defaultHeaderMenu).meta({
    title: "Header",
    description: "Header menu; Offers entries show only when the dealer has offers.",
  }),
  sellMyCar: z.boolean().default(false).meta({
    title: "Sell My Car in the header",
    description: "Adds 'Sell My Car' (the trade-in page, /sell-my-car) to the header after Stock.",
  }),
  footer: z.array(navigationItem).default(defaultFooterMenu).meta({
    title: "Footer",
    description: "Footer menu groups; the last group is the dealer group's own links.",
  }),
});
