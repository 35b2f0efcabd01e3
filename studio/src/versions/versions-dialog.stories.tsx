import type { SiteVersion, SiteVersionDetail } from "@storefront/schemas/studio-api";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { StoryStudioApi, storyStudioApi } from "../api/story-studio-api.tsx";
import { sampleDraft } from "../editor/testing/sample-draft.ts";
import { VersionsDialog } from "./versions-dialog.tsx";

const first = sampleDraft();
const second = {
  ...first,
  finance: { provider: "taurus" as const },
  pages: first.pages?.map((page) =>
    page.id === "home"
      ? {
          ...page,
          zones: {
            main: [
              { type: "page-heading" as const, id: "deals", props: { title: "Summer deals" } },
              ...(page.zones?.main ?? []),
            ],
          },
        }
      : page,
  ),
};
const versions: SiteVersionDetail[] = [
  {
    number: 1,
    exportedAt: "2026-11-02T09:00:00Z",
    note: "Launch",
    rolledBackFrom: null,
    definition: first,
  },
  {
    number: 2,
    exportedAt: "2026-11-20T14:30:00Z",
    note: "Summer",
    rolledBackFrom: null,
    definition: second,
  },
];

function historyApi() {
  const kept = [...versions];
  const summary = ({ definition: _, ...version }: SiteVersionDetail): SiteVersion => version;
  return storyStudioApi({
    versions: async () => kept.map(summary).reverse(),
    version: async (_site, number) => kept[number - 1] as SiteVersionDetail,
    rollback: async (_site, { version }) => {
      const back = kept[version - 1] as SiteVersionDetail;
      kept.push({
        ...back,
        number: kept.length + 1,
        note: `Rolled back to version ${version}`,
        rolledBackFrom: version,
      });
      return {
        ok: true,
        file: "exports/harbour-city/site.json",
        bytes: 900,
        slug: "harbour-city",
        version: kept.length,
      };
    },
  });
}

const meta = {
  title: "Studio/Versions/History",
  component: VersionsDialog,
  args: { siteName: "Harbour City Cars", site: "harbour-city", onRolledBack: fn() },
  render: (args) => (
    <StoryStudioApi api={historyApi()}>
      <VersionsDialog {...args} />
    </StoryStudioApi>
  ),
} satisfies Meta<typeof VersionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openHistory = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "History" }));
  return within(
    within(document.body).getByRole("dialog", { name: "History of Harbour City Cars" }),
  );
};

/** Each version says what changed from the one before, in the studio's words. */
export const ListsWhatChanged: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openHistory(canvasElement);
    const items = await dialog.findAllByRole("listitem");
    await waitFor(() =>
      expect(items[0]).toHaveTextContent("Home: added Page heading 'Summer deals'"),
    );
    await expect(items[0]).toHaveTextContent("Finance provider: Manual to Taurus");
    await expect(items[0]).toHaveTextContent("Version 2 · served now");
    await expect(items.at(-1)).toHaveTextContent("The first export.");
  },
};

/** Rolling back asks first, then makes a new version and hands the draft the old definition. */
export const RollsBack: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openHistory(canvasElement);
    (await dialog.findByRole("button", { name: "Roll back to version 1" })).focus();
    await userEvent.keyboard("{Enter}");
    (await dialog.findByRole("button", { name: "Roll back now" })).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await dialog.findByRole("status")).toHaveTextContent(
      "Rolled back to version 1: the site now serves it as version 3.",
    );
    await waitFor(() => expect(args.onRolledBack).toHaveBeenCalledWith(first, 1));
    await waitFor(() =>
      expect(dialog.getAllByRole("listitem")[0]).toHaveTextContent("Version 3 · served now"),
    );
  },
};

/** Before the first export there is nothing to list. */
export const NeverExported: Story = {
  args: { site: null },
  play: async ({ canvasElement }) => {
    const dialog = await openHistory(canvasElement);
    await expect(dialog.getByText(/Nothing has been exported yet/)).toBeVisible();
  },
};
