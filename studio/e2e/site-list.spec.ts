import { expect, test } from "../../runtime/e2e/support/test.ts";
import { mockStudioApi, templateDraft } from "./support/mock-studio-api.ts";

const draft = templateDraft();

test.describe("site list", () => {
  test("marks sites with changes not yet exported", async ({ page }) => {
    await mockStudioApi(page, draft);
    await page.goto("/studio/");
    const site = page.getByRole("link", { name: new RegExp(draft.name) });
    await expect(site).toContainText("Unexported changes");
    await site.click();
    await expect(page).toHaveURL(new RegExp(`/studio/sites/${draft.slug}`));
  });

  test("an imported file with problems lists them by pointer and loads nothing", async ({
    page,
  }) => {
    const calls = await mockStudioApi(page, draft);
    let created = false;
    await page.route("**/studio/api/drafts", (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      created = true;
      return route.abort();
    });
    await page.goto("/studio/");
    const broken = { ...draft, name: "", pages: [{ id: "Home", template: "home", title: "Home" }] };
    await page.getByLabel("Site definition file").setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("broken.json has");
    await expect(alert).toContainText("/name");
    await expect(alert).toContainText("/pages/0/id");
    expect(created).toBe(false);
    expect(calls.saved).toEqual([]);
  });
});
