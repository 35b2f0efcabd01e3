import { z } from "zod";
import { environmentVariableName } from "../common.ts";
import { leadTarget } from "../leads/lead-target.ts";

const indexName = z
  .string()
  .regex(/^[A-Za-z0-9_.-]+$/, "Use letters, digits, dots, dashes and underscores");

const sortReplica = z.strictObject({
  name: indexName,
  label: z.string().min(1),
  attribute: z.string().min(1),
  order: z.enum(["asc", "desc"]),
});
export type SortReplica = z.infer<typeof sortReplica>;

export const defaultReplicas: SortReplica[] = [
  { name: "cars_price_asc", label: "Price (Low to High)", attribute: "price", order: "asc" },
  { name: "cars_price_desc", label: "Price (High to Low)", attribute: "price", order: "desc" },
  { name: "cars_year_desc", label: "Year (Newest First)", attribute: "year", order: "desc" },
  { name: "cars_km_asc", label: "Kilometres (Lowest First)", attribute: "km", order: "asc" },
  {
    name: "cars_created_desc",
    label: "Recently Listed",
    attribute: "created_at_timestamp",
    order: "desc",
  },
];

const searchIndex = {
  index: indexName
    .default("cars")
    .meta({ description: "Primary index, ranked by custom rank descending." }),
  primaryLabel: z
    .string()
    .min(1)
    .default("Featured")
    .meta({ description: "Sort label of the primary index." }),
  replicas: z
    .array(sortReplica.meta({ title: "Sort option" }))
    .default(defaultReplicas)
    .meta({ title: "Sort options", description: "Sort options, one replica index each." }),
};

const searchBackend = z.discriminatedUnion("backend", [
  z.strictObject({ backend: z.literal("embedded"), ...searchIndex }),
  z.strictObject({
    backend: z.literal("algolia"),
    appId: z
      .string()
      .regex(/^[A-Z0-9]{6,20}$/, "Use the Algolia application id (capital letters and digits)")
      .meta({ title: "Algolia application id" }),
    searchApiKey: z
      .string()
      .min(16, "Use the Algolia search-only API key")
      .meta({ title: "Algolia search-only API key" }),
    ...searchIndex,
  }),
]);
export type SearchBackend = z.infer<typeof searchBackend>;

const variable = (fallback: string, title: string) =>
  environmentVariableName.default(fallback).meta({ title });

/** The SMTP server lead emails leave through; the definition names variables, never values. */
const leadMail = z.strictObject({
  from: z.email().optional().meta({
    title: "Sender address",
    description: "The From address of lead emails; noreply@ the site's first domain when not set.",
  }),
  hostEnv: variable("SMTP_HOST", "Host's environment variable"),
  portEnv: variable("SMTP_PORT", "Port's environment variable (587 when unset; 465 is TLS)"),
  userEnv: variable("SMTP_USER", "User's environment variable (no sign-in when unset)"),
  passwordEnv: variable("SMTP_PASSWORD", "Password's environment variable"),
});
export type LeadMailSettings = z.infer<typeof leadMail>;

/** The payment provider that takes reservation deposits; keys come from the environment. */
const payments = z.strictObject({
  provider: z
    .enum(["none", "stripe"])
    .default("none")
    .meta({
      title: "Payment provider",
      optionLabels: { none: "None: take hold requests", stripe: "Stripe" },
      description:
        "Takes the reservation deposit online; with none, the checkout sends the dealer a request to hold the car.",
    }),
  secretKeyEnv: variable("STRIPE_SECRET_KEY", "Secret key's environment variable"),
  publishableKeyEnv: variable("STRIPE_PUBLISHABLE_KEY", "Publishable key's environment variable"),
  webhookSecretEnv: variable(
    "STRIPE_WEBHOOK_SECRET",
    "Webhook signing secret's environment variable",
  ),
});

export const integrations = z.strictObject({
  search: searchBackend
    .default({
      backend: "embedded",
      index: "cars",
      primaryLabel: "Featured",
      replicas: defaultReplicas,
    })
    .meta({
      title: "Search backend",
      optionLabels: { embedded: "Embedded engine", algolia: "Algolia" },
      description:
        "Search backend: the embedded engine, or Algolia with app id and search key (its records need `primary_image_url`: result cards do not read the gallery).",
    }),
  maps: z
    .strictObject({
      mapboxToken: z.string().startsWith("pk.").optional().meta({ title: "Mapbox public token" }),
    })
    .prefault({})
    .meta({
      title: "Maps",
      description: "Map settings; without a public Mapbox token maps fall back to a static view.",
    }),
  leads: z
    .strictObject({
      targets: z.array(leadTarget).default([]),
      mail: leadMail.prefault({}).meta({
        title: "Lead email server",
        description:
          "How leads are emailed: the SMTP server's settings come from the environment variables named here.",
      }),
    })
    .prefault({})
    .meta({
      title: "Lead delivery",
      description:
        "Where every lead of the site is delivered besides the store; each dealership can name more.",
    }),
  payments: payments.prefault({}).meta({
    title: "Online payments",
    description: "Who takes reservation deposits online (Stripe's keys come from the environment).",
  }),
});
