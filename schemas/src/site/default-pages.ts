import type { BlockInstanceInput } from "../blocks/catalog.ts";
import { checkoutStepTypes } from "../blocks/contracts/checkout/checkout-steps.ts";
import type { PageTemplate } from "./page-templates.ts";
import type { PageInput } from "./pages.ts";

const block = (
  page: string,
  type: BlockInstanceInput["type"],
  props: Record<string, unknown> = {},
) => ({ type, id: `${page}-${type}`, props }) as BlockInstanceInput;

const headed = (
  id: string,
  template: PageTemplate,
  title: string,
  subtitle?: string,
): PageInput => ({
  id,
  template,
  title,
  zones: {
    main: [
      block(id, "breadcrumb"),
      block(id, "page-heading", { title, ...(subtitle ? { subtitle } : {}) }),
    ],
  },
});

/** The page with more blocks after its heading. */
const withBlocks = (page: PageInput, ...blocks: BlockInstanceInput[]): PageInput => ({
  ...page,
  zones: { ...page.zones, main: [...(page.zones?.main ?? []), ...blocks] },
});

const content = (
  id: string,
  path: string,
  title: string,
  body: string,
  ...blocks: BlockInstanceInput[]
): PageInput => ({
  id,
  template: "content",
  path,
  title,
  zones: {
    top: [block(id, "breadcrumb"), block(id, "page-heading", { title })],
    main: [block(id, "rich-text", { body }), ...blocks],
  },
});

const partsIntro =
  "Tell us the part you need and the vehicle it is for. Our parts team checks stock and price and gets back to you.";

/** The parts enquiry: the part and the vehicle it fits, with the lead form's contact fields. */
const partsEnquiryForm = {
  title: "Find a part",
  submitLabel: "Send Parts Enquiry",
  categories: ["Parts Enquiry"],
  fields: [
    { name: "part", label: "Part name or number", kind: "text", required: true },
    { name: "vehicle", label: "Vehicle make, model and year", kind: "text", required: true },
    { name: "rego", label: "Rego", kind: "text", required: false },
    { name: "name", label: "First Name", kind: "text", required: true },
    { name: "last_name", label: "Last Name", kind: "text", required: false },
    { name: "email", label: "Email", kind: "email", required: false },
    { name: "phone", label: "Mobile", kind: "phone", required: false },
    { name: "message", label: "Comments", kind: "textarea", required: false },
  ],
};

/** The service booking: the vehicle, when, and the contact details. */
const serviceBookingForm = {
  title: "Book your service",
  submitLabel: "Book a Service",
  categories: ["Service Booking"],
  fields: [
    { name: "vehicle", label: "Vehicle make, model and year", kind: "text", required: true },
    { name: "rego", label: "Rego", kind: "text", required: false },
    { name: "km", label: "Odometer (km)", kind: "text", required: false },
    { name: "preferred_date", label: "Preferred date", kind: "text", required: false },
    { name: "name", label: "First Name", kind: "text", required: true },
    { name: "last_name", label: "Last Name", kind: "text", required: false },
    { name: "email", label: "Email", kind: "email", required: false },
    { name: "phone", label: "Mobile", kind: "phone", required: true },
    { name: "message", label: "Comments", kind: "textarea", required: false },
  ],
};

/** The checkout's blocks: the car, then one block per step in the usual order. */
const checkoutSteps = (page: string) => checkoutStepTypes.map((type) => block(page, type));

export const defaultLayout = {
  zones: { header: [block("layout", "site-header")], footer: [block("layout", "site-footer")] },
};

/**
 * The page the runtime serves for a template the definition leaves out, so a definition with
 * only its required fields is a whole site.
 */
export const defaultPages: PageInput[] = [
  {
    id: "home",
    template: "home",
    title: "Home",
    zones: {
      main: [
        block("home", "hero-search"),
        block("home", "facet-tiles"),
        {
          ...block("home", "facet-tiles", { title: "Browse by body type", facet: "body" }),
          id: "home-body-tiles",
        },
        block("home", "brand-grid"),
        block("home", "why-buy-from-us"),
        block("home", "feature-banner"),
        block("home", "recently-viewed"),
        block("home", "search-history"),
      ],
    },
  },
  {
    id: "search",
    template: "search",
    title: "Search",
    zones: {
      top: [block("search", "breadcrumb"), block("search", "search-heading")],
      sidebar: [block("search", "facet-panel")],
      main: [
        block("search", "search-results"),
        block("search", "search-history", { showWhen: "no-results" }),
      ],
      bottom: [block("search", "recently-viewed")],
    },
  },
  {
    id: "vehicle",
    template: "vehicle",
    title: "Vehicle",
    zones: {
      top: [
        block("vehicle", "breadcrumb"),
        block("vehicle", "sold-notice"),
        block("vehicle", "vehicle-sticky-bars"),
      ],
      main: [
        block("vehicle", "vehicle-gallery"),
        block("vehicle", "key-information"),
        block("vehicle", "vehicle-video"),
        block("vehicle", "dealer-comments"),
        block("vehicle", "fuel-calculator"),
        block("vehicle", "delivery-calculator"),
        block("vehicle", "vehicle-specifications"),
        block("vehicle", "vehicle-features"),
        block("vehicle", "finance-calculator"),
        block("vehicle", "market-gauge"),
        block("vehicle", "vehicle-disclaimer"),
        block("vehicle", "similar-cars"),
        block("vehicle", "vehicle-location"),
        block("vehicle", "vehicle-faq"),
      ],
      sidebar: [
        block("vehicle", "vehicle-summary"),
        block("vehicle", "finance-anchor"),
        block("vehicle", "market-indicator"),
        block("vehicle", "enquiry-form"),
        block("vehicle", "test-drive-form"),
        block("vehicle", "request-photos-form"),
        block("vehicle", "dealer-phone"),
        block("vehicle", "vehicle-actions"),
      ],
    },
  },
  withBlocks(headed("checkout", "checkout", "Reserve Online"), ...checkoutSteps("checkout")),
  withBlocks(
    headed("checkout-journey", "checkout-journey", "Checkout"),
    ...checkoutSteps("checkout-journey"),
  ),
  withBlocks(
    headed("trade-in-valuation", "trade-in-valuation", "Trade-in Valuation"),
    block("trade-in-valuation", "trade-in-valuation"),
    block("trade-in-valuation", "trade-in-faq"),
  ),
  {
    id: "print",
    template: "print",
    title: "Print",
    zones: { main: [block("print", "vehicle-print-sheet")] },
  },
  {
    id: "success",
    template: "success",
    title: "Thank You",
    zones: { main: [block("success", "breadcrumb"), block("success", "enquiry-success")] },
  },
  withBlocks(headed("sign-in", "sign-in", "Sign In"), block("sign-in", "sign-in")),
  withBlocks(
    headed("watchlist", "watchlist", "Watchlist"),
    block("watchlist", "saved-cars", { source: "watchlist" }),
  ),
  withBlocks(headed("favourites", "favourites", "Favourites"), block("favourites", "saved-cars")),
  withBlocks(
    headed("compare", "compare", "Compare Cars"),
    block("compare", "saved-cars", {
      view: "compare",
      emptyMessage: "Choose cars to compare from the search results.",
    }),
  ),
  withBlocks(
    headed(
      "finance",
      "finance",
      "Finance Pre-Approval",
      "Instant Finance pre-approval with no impact on your credit score.",
    ),
    block("finance", "finance-enquiry"),
  ),
  withBlocks(
    headed("personalised-finance", "personalised-finance", "Personalised Finance"),
    block("personalised-finance", "finance-enquiry"),
  ),
  withBlocks(
    headed("locations", "locations", "Our Locations"),
    block("locations", "dealer-locations", { title: "" }),
  ),
  {
    id: "location",
    template: "location",
    title: "Location",
    zones: { main: [block("location", "breadcrumb"), block("location", "location-detail")] },
  },
  withBlocks(headed("offers", "offers", "Special Offers"), block("offers", "offer-list")),
  {
    id: "offer",
    template: "offer",
    title: "Offer",
    zones: { main: [block("offer", "breadcrumb"), block("offer", "offer-detail")] },
  },
  withBlocks(headed("brands", "brands", "Our Brands"), block("brands", "brand-grid")),
  {
    id: "brand",
    template: "brand",
    title: "Brand Overview",
    zones: { main: [block("brand", "breadcrumb"), block("brand", "brand-overview")] },
  },
  {
    id: "model",
    template: "model",
    title: "Explore",
    zones: { main: [block("model", "breadcrumb"), block("model", "model-overview")] },
  },
  // On /service the locations section shows only the service locations (the spec's section rule).
  withBlocks(
    headed("service", "service", "Book a Service"),
    block("service", "generic-form", serviceBookingForm),
    block("service", "dealer-locations", { title: "Our Service Centres" }),
  ),
  withBlocks(
    headed("test-drive", "test-drive", "Book a Test Drive"),
    block("test-drive", "test-drive-form", { presentation: "page", title: "Your details" }),
  ),
  withBlocks(
    headed("trade-in", "trade-in", "Trade In Your Car"),
    block("trade-in", "trade-in-valuation"),
    block("trade-in", "trade-in-faq"),
  ),
  withBlocks(
    headed("parts-search", "parts-search", "Parts Search"),
    block("parts-search", "rich-text", { body: partsIntro }),
    block("parts-search", "generic-form", partsEnquiryForm),
  ),
  withBlocks(headed("garage", "garage", "My Garage"), block("garage", "garage")),
  headed("not-found", "not-found", "Page Not Found", "Sorry, we couldn't find that page."),
  content(
    "about-us",
    "/about-us",
    "About Us",
    "We are a locally owned dealer group helping drivers find the right vehicle.",
    block("about-us", "sales-counter"),
    block("about-us", "reviews"),
  ),
  content(
    "contact",
    "/contact",
    "Contact Us",
    "Call, email or visit one of our locations. We're here to help.",
    block("contact", "generic-form", { title: "Send us a message" }),
    block("contact", "dealer-locations", { showMap: false, showPostcodeSearch: false }),
  ),
  content(
    "terms-and-conditions",
    "/terms-and-conditions",
    "Terms And Conditions",
    "Use of this website is subject to these terms.",
  ),
  content(
    "privacy-policy",
    "/privacy-policy",
    "Privacy Policy",
    "We acknowledge privacy requests within 7 days and give access to your information within 30 days.\n\nWe aim to resolve complaints within 14 days.",
  ),
  content("fleet", "/fleet", "Fleet", "Tailored vehicle solutions for businesses of every size."),
  content(
    "careers",
    "/careers",
    "Careers",
    "Join our team. We are always looking for people who love cars.",
    block("careers", "generic-form", {
      title: "Tell us about yourself",
      categories: ["Careers Enquiry"],
    }),
  ),
  content("warranty", "/warranty", "Warranty", "Every vehicle comes with mechanical protection."),
  content(
    "roadside-assist",
    "/pages/roadside-assist",
    "Roadside Assist",
    "Help is a phone call away, 24 hours a day.",
  ),
  content(
    "eofy",
    "/eofy",
    "End of Financial Year Sale",
    "Our end of financial year offers on new, demo and used vehicles, for a limited time. Talk to our team about the deal that suits you.",
  ),
  content(
    "spin-to-win",
    "/spin-to-win",
    "Spin to Win",
    "Spin the wheel for a chance to win service vouchers, accessories and more. One spin per signed-in shopper; prizes are confirmed by email.\n\nTerms and conditions apply.",
    block("spin-to-win", "generic-form", {
      title: "Claim your prize",
      submitLabel: "Claim Prize",
      categories: ["Spin to Win"],
    }),
  ),
  content(
    "parts-and-accessories",
    "/vehicle-parts-and-accessories",
    "Genuine Parts & Accessories",
    "Genuine parts and accessories, fitted by our technicians.",
  ),
];
