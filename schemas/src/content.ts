import { z } from "zod";
import { isoDate, mediaUrl, safeLink, slug } from "./common.ts";

export const brand = z.strictObject({
  title: z.string().min(1),
  slug,
  logo: mediaUrl.optional(),
  banner: mediaUrl.optional(),
  description: z.string().optional(),
});
export type Brand = z.infer<typeof brand>;

const brandSectionKinds = ["car", "motorcycle", "truck", "ours"] as const;
export const brandSectionKind = z.enum(brandSectionKinds);
export type BrandSectionKind = z.infer<typeof brandSectionKind>;

export const offer = z.strictObject({
  id: z.string().min(1).meta({ title: "Offer id", description: "Its address: /offers/{id}." }),
  name: z.string().min(1).meta({ title: "Name" }),
  description: z.string().default("").meta({ title: "Description" }),
  sanitized_description: z.string().optional(),
  disclaimer: z.string().default("").meta({ title: "Disclaimer" }),
  category: z.string().default("Finance offer").meta({ title: "Category" }),
  manufacturer: z.string().optional().meta({ title: "Make", description: "Such as Toyota." }),
  model: z
    .strictObject({
      slug: slug.meta({
        title: "Model page name",
        description: "The model's explore page is at /{this name}, such as /corolla.",
      }),
      name: z.string().meta({ title: "Model name" }),
      override_url: safeLink.optional().meta({ title: "Explore link" }),
    })
    .optional()
    .meta({ title: "Model" }),
  image_url: mediaUrl.optional().meta({ title: "Image" }),
  image_or_model_image: mediaUrl.optional(),
  excluded_website_ids: z.array(z.string()).default([]).meta({
    title: "Hidden on sites",
    description: "Sites (by their site id) that do not show this offer.",
  }),
  dealership_id: z.string().optional().meta({ title: "Dealership id" }),
  price: z.number().optional().meta({ title: "Price" }),
  categories: z.array(z.string()).default([]).meta({ title: "Filter categories" }),
  expiry: isoDate.optional().meta({
    title: "Expires",
    description: "Last day the offer shows, to the end of that day in the dealer's time zone.",
  }),
});
export type Offer = z.infer<typeof offer>;

const review = z.strictObject({
  id: z.string(),
  image: z
    .strictObject({ url: mediaUrl, thumb: z.strictObject({ url: mediaUrl }).optional() })
    .optional(),
  customer_name: z.string(),
  text: z.string(),
  rating: z.number().min(0).max(5),
  created_at_time_ago_in_words: z.string().optional(),
  review_date: isoDate,
  review_date_in_words: z.string().optional(),
  reply_text: z.string().optional(),
  reply_date: isoDate.optional(),
  reply_date_in_words: z.string().optional(),
});

/** The spec's review summary: `average_rating` is a string such as "4.5". */
export const reviewSummary = z.strictObject({
  reviews: z.array(review).default([]),
  count: z.number().int().min(0),
  average_rating: z.string().regex(/^\d(\.\d+)?$/, "Use a rating such as 4.5"),
});
export type Review = z.infer<typeof review>;
export type ReviewSummary = z.infer<typeof reviewSummary>;

const dynamicDropdowns = ["models", "stock"] as const;

export type NavigationItem = {
  name: string;
  url?: string | undefined;
  emphasised?: boolean | undefined;
  dynamic?: (typeof dynamicDropdowns)[number] | undefined;
  dropdown?: NavigationItem[] | undefined;
};

/** A menu entry: a link, a dropdown of entries, or a dropdown filled from stock (models or stock). */
export const navigationItem: z.ZodType<NavigationItem> = z.lazy(() =>
  z
    .strictObject({
      name: z.string().min(1).meta({ title: "Name" }),
      url: safeLink.optional().meta({ title: "URL" }),
      emphasised: z.boolean().optional(),
      dynamic: z.enum(dynamicDropdowns).optional(),
      dropdown: z.array(navigationItem).optional(),
    })
    // An empty url is the url field's problem, reported there.
    .refine((item) => item.url !== undefined || item.dynamic || item.dropdown?.length, {
      message: "A menu entry needs a url, a dropdown or a dynamic dropdown (models or stock)",
    }),
);

export const promoCard = z
  .strictObject({
    id: z.string().min(1).meta({
      title: "Card reference",
      description: "A short name that tells this card from the others; shoppers never see it.",
    }),
    title: z.string().min(1),
    description: z.string().optional(),
    image: mediaUrl.optional(),
    link: z.strictObject({ label: z.string().min(1), href: safeLink }).meta({ title: "Button" }),
    position: z.union([z.number().int().min(1), z.array(z.number().int().min(1)).min(1)]).meta({
      title: "Position in results",
      description: "Result position (1-based) or list of positions the card is inserted at.",
    }),
    randomise: z.boolean().default(false).meta({
      title: "Randomise position",
      description: "Adds a random 0 to 2 to each position on every search.",
    }),
    start: isoDate.optional().meta({ title: "Starts", description: "First day the card shows." }),
    expiry: isoDate.optional().meta({
      title: "Expires",
      description: "Last day (or moment) the card shows: a date alone runs to the end of that day.",
    }),
    display: z
      .boolean()
      .default(true)
      .meta({ title: "Shown", description: "Turns the card on or off." }),
    strictDisplay: z.boolean().default(false).meta({
      title: "Only at its position",
      description:
        "When on, the card shows only if the results reach its position; when off, a short list gets it at the end.",
    }),
  })
  .refine((card) => !card.start || !card.expiry || card.start <= card.expiry, {
    message: "The start date must not be after the expiry date",
    path: ["expiry"],
  });
export type PromoCard = z.infer<typeof promoCard>;
