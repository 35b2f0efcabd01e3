import { manufacturerThemes, type SiteTheme } from "@storefront/schemas/theme";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge } from "../ui/badge/badge.tsx";
import { Button } from "../ui/button/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card/card.tsx";
import { Checkbox } from "../ui/checkbox/checkbox.tsx";
import { Field, FieldControl, FieldError, FieldLabel } from "../ui/field/field.tsx";
import { Input } from "../ui/input/input.tsx";
import { LinkButton } from "../ui/link-button/link-button.tsx";
import { StarRating } from "../ui/star-rating/star-rating.tsx";
import { Switch } from "../ui/switch/switch.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs/tabs.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { manufacturerThemeLabels } from "./manufacturer-theme-labels.ts";
import { ThemeProvider } from "./theme-provider.tsx";

/** A representative set of primitives, so axe checks every token pair a theme sets. */
function ThemeSample({ theme, name }: { theme: SiteTheme; name: string }) {
  const id = `${theme.manufacturer}-${theme.brandColours.primary ?? "theme"}`;
  return (
    <ThemeProvider theme={theme} className="rounded-lg border p-4">
      <section aria-labelledby={`${id}-heading`} className="grid gap-3">
        <h2 id={`${id}-heading`} className="font-semibold text-base">
          {name}
        </h2>
        <p className="text-muted-foreground text-sm">Muted text on the page background.</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm">Enquire Now</Button>
          <Button size="sm" variant="secondary">
            Book a Test Drive
          </Button>
          <Button size="sm" variant="outline">
            View Details
          </Button>
          <Button size="sm" variant="ghost">
            Show More
          </Button>
          <Button size="sm" variant="danger">
            Remove
          </Button>
          <LinkButton size="sm" variant="link" href="#finance">
            Get Directions
          </LinkButton>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge>New</Badge>
          <Badge variant="secondary">Demo</Badge>
          <Badge variant="outline">Certified</Badge>
          <Badge variant="muted">Coming soon</Badge>
          <Badge variant="success">Electric</Badge>
          <Badge variant="warning">Reserved</Badge>
          <Badge variant="danger">JUST SOLD</Badge>
          <Badge variant="info">Test Drive Only</Badge>
        </div>
        <Field>
          <FieldLabel>Postcode</FieldLabel>
          <FieldControl>
            <Input defaultValue="40" />
          </FieldControl>
          <FieldError>Invalid postcode. Please enter a 4-digit number.</FieldError>
        </Field>
        <div className="flex items-center gap-4 text-sm">
          <span className="flex items-center gap-2">
            <Checkbox id={`${id}-subscribe`} defaultChecked />
            <label htmlFor={`${id}-subscribe`}>Subscribe</label>
          </span>
          <span className="flex items-center gap-2">
            <Switch id={`${id}-certified`} defaultChecked />
            <label htmlFor={`${id}-certified`}>Certified only</label>
          </span>
        </div>
        <Tabs defaultValue="sales">
          <TabsList aria-label={`${name} location type`}>
            <TabsTrigger value="sales">Sales</TabsTrigger>
            <TabsTrigger value="service">Service</TabsTrigger>
          </TabsList>
          <TabsContent value="sales" className="text-sm">
            Open today until 5:30pm.
          </TabsContent>
          <TabsContent value="service" className="text-sm">
            By appointment only.
          </TabsContent>
        </Tabs>
        <Card className="py-3">
          <CardHeader className="px-3">
            <CardTitle className="text-base">Dealer reviews</CardTitle>
            <CardDescription>Google rating</CardDescription>
          </CardHeader>
          <CardContent className="px-3">
            <StarRating rating={4.5} />
          </CardContent>
        </Card>
      </section>
    </ThemeProvider>
  );
}

const meta = {
  title: "Themes/Gallery",
  component: ThemeSample,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ThemeSample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllManufacturerThemes: Story = {
  args: { theme: { manufacturer: "neutral", brandColours: {} }, name: "Neutral" },
  render: () => (
    <div className="grid gap-4 p-4 sm:grid-cols-2 xl:grid-cols-3">
      {manufacturerThemes.map((manufacturer) => (
        <ThemeSample
          key={manufacturer}
          name={manufacturerThemeLabels[manufacturer]}
          theme={{ manufacturer, brandColours: {} }}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const themed = canvasElement.querySelectorAll('[data-slot="theme-provider"] [data-theme]');
    const names = [...themed].map((element) => element.getAttribute("data-theme"));
    await expect(names).toEqual([...manufacturerThemes]);
  },
};

// Brand colours that would fail without adjustment: light, mid-tone and very bright.
const dealerBrands: { name: string; primary: string; accent: string }[] = [
  { name: "Yellow and sky blue", primary: "#ffd100", accent: "#00aad2" },
  { name: "Mid grey and orange", primary: "#777777", accent: "#f58220" },
  { name: "Lime and pink", primary: "#39b54a", accent: "#ff69b4" },
  { name: "Lavender and navy", primary: "#e6e6fa", accent: "#0a2240" },
];

export const DealerBrandColours: Story = {
  args: { theme: { manufacturer: "neutral", brandColours: {} }, name: "Neutral" },
  render: () => (
    <div className="grid gap-4 p-4 sm:grid-cols-2">
      {dealerBrands.map(({ name, primary, accent }) => (
        <ThemeSample
          key={name}
          name={name}
          theme={{ manufacturer: "neutral", brandColours: { primary, accent } }}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const yellow = within(canvasElement)
      .getByRole("heading", { name: "Yellow and sky blue" })
      .closest<HTMLElement>('[data-slot="theme-provider"]');
    await expect(yellow?.style.getPropertyValue("--primary")).toBe("#ffd100");
    await expect(yellow?.style.getPropertyValue("--primary-foreground")).toBe("#0a0a0a");
  },
};

/** The dealer logo and colours come from the site definition and apply without a rebuild. */
export const DealerLogo: Story = {
  args: { theme: { manufacturer: "neutral", brandColours: {} }, name: "Neutral" },
  render: () => (
    <ThemeProvider
      className="flex items-center gap-4 p-4"
      theme={{
        manufacturer: "toyota",
        brandColours: { primary: "#0a2240", accent: "#ffd100" },
        logo: { url: "/storybook-assets/dealer-logo.svg", alt: "Sample Motors" },
      }}
    >
      <BrandLogo />
      <Button>Enquire Now</Button>
      <Button variant="secondary">Book a Test Drive</Button>
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole("img", { name: "Sample Motors" });
    await expect(logo).toHaveAttribute("src", "/storybook-assets/dealer-logo.svg");
    const themed = logo.closest<HTMLElement>('[data-slot="theme-provider"]');
    await expect(themed).toHaveAttribute("data-theme", "toyota");
    await expect(themed?.style.getPropertyValue("--accent")).toBe("#ffd100");
  },
};
