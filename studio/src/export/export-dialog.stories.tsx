import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { StoryStudioApi, storyStudioApi } from "../api/story-studio-api.tsx";
import { sampleDraft } from "../editor/testing/sample-draft.ts";
import { ExportDialog } from "./export-dialog.tsx";
import { useExportSite } from "./use-export-site.ts";

const draft = sampleDraft();

/** The server asks before replacing harbour-city, and exports once the marketer confirms. */
const replacingApi = (exported: (note: string | undefined) => void) =>
  storyStudioApi({
    exportSite: async (_slug, { replace, note }) => {
      if (!replace) return { ok: false, replaces: { slug: "harbour-city", name: "Harbour City" } };
      exported(note);
      return {
        ok: true,
        file: "exports/harbour-city/site.json",
        bytes: 2048,
        slug: "harbour-city",
        version: 4,
      };
    },
  });

function ExportHarness(_props: { onExported: (note: string | undefined) => void }) {
  const exporting = useExportSite(draft.slug);
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" onClick={() => setOpen(true)}>
        Export
      </button>
      <ExportDialog
        open={open}
        onOpenChange={setOpen}
        draft={draft}
        exporting={exporting}
        onReveal={() => {}}
        onExport={(choice) => exporting.mutate({ draft, ...choice })}
        returnFocus={button}
      />
    </>
  );
}

const meta = {
  title: "Studio/Export/Export dialog",
  component: ExportHarness,
  args: { onExported: fn() },
  render: (args) => (
    <StoryStudioApi api={replacingApi(args.onExported)}>
      <ExportHarness {...args} />
    </StoryStudioApi>
  ),
} satisfies Meta<typeof ExportHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An export that would replace another exported site names it and waits for the marketer's
 * choice; the note typed first goes with the confirmed export.
 */
export const ConfirmsReplacingAnExport: Story = {
  play: async ({ args }) => {
    const dialog = within(
      within(document.body).getByRole("dialog", { name: "Export Harbour City Cars" }),
    );
    await expect(dialog.getByRole("textbox", { name: /^Note for this version/ })).toHaveFocus();
    await userEvent.keyboard("Spring{Enter}");
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Harbour City is already exported as harbour-city. Exporting this draft replaces it",
    );
    await expect(args.onExported).not.toHaveBeenCalled();
    dialog.getByRole("button", { name: "Replace Harbour City" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await dialog.findByText(/as version 4\./)).toBeVisible();
    // The buttons that started it are gone; focus stays in the dialog.
    await expect(within(document.body).getByRole("dialog").contains(document.activeElement)).toBe(
      true,
    );
    await expect(args.onExported).toHaveBeenCalledWith("Spring");
  },
};
