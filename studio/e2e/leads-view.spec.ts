import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeFindings } from "../../runtime/e2e/support/axe.ts";
import { expect, test } from "../../runtime/e2e/support/test.ts";
import { failDeliveryForGood } from "./support/e2e-store.ts";

const site = "southern-cross-motor-group";

/** Posts a lead as a site's form does, opened 10 s before it was sent; answers its lead_id. */
async function postLead(request: APIRequestContext, lead: object): Promise<string> {
  const sentAt = Date.now();
  const response = await request.post("/api/leads", {
    headers: { "Idempotency-Key": randomUUID() },
    data: { ...lead, form_opened_at: sentAt - 10_000, form_sent_at: sentAt },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).lead_id;
}

type DeliveryDetail = { id: string; destination: string; attempts: number };

/**
 * The server tries the site's destinations at once: the first delivery the lead's detail
 * lists, once attempted (its destination is how the dialog names it).
 */
async function firstAttempt(request: APIRequestContext, leadId: string): Promise<DeliveryDetail> {
  let delivery: DeliveryDetail | undefined;
  await expect
    .poll(async () => {
      const detail = await (
        await request.get(`/studio/api/lead-sites/${site}/leads/${leadId}`)
      ).json();
      delivery = detail.deliveries?.[0];
      return delivery?.attempts ?? 0;
    })
    .toBeGreaterThan(0);
  if (!delivery) throw new Error(`lead ${leadId} has no delivery`);
  return delivery;
}

test.describe("the studio's Leads view", () => {
  test("filters a site's leads, shows one with its delivery, and exports them as CSV", async ({
    page,
    request,
  }) => {
    // Leads stay in the e2e data folder between runs: this run's are found by its own word.
    const run = `run${Date.now().toString(36)}`;
    await postLead(request, {
      name: `Avery ${run}`,
      email: `avery.${run}@example.com`,
      category: "Finance Enquiry",
      amount: 30000,
      term: 5,
      message: "What would the repayments be?",
    });
    const blake = await postLead(request, {
      name: `Blake ${run}`,
      last_name: "O'Neil, Jr",
      phone: "+61 400 000 001",
      message: 'Is the "red" one still there?',
      "Vehicle Make": "Toyota",
      "Vehicle Model": "Corolla",
      stock_number: "E2E1",
    });
    const attempted = await firstAttempt(request, blake);

    await page.goto("/studio/");
    await page.getByRole("link", { name: "Leads" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    // The journeys' server serves two sites: choose the group's own.
    await page.getByLabel("Site").selectOption(site);
    await expect(page.getByLabel("Site")).toHaveValue(site);

    const filters = page.getByRole("form", { name: "Filter leads" });
    await filters.getByLabel("Name, email or phone").fill(run);
    await filters.getByRole("button", { name: "Apply filters" }).click();
    const rows = page.locator('[data-slot="lead-row"]');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(`Blake ${run} O'Neil, Jr`);
    await expect(rows.first()).toContainText("Toyota Corolla · stock E2E1");
    // Delivered while another journey's webhook receiver listens, else waiting for a retry.
    await expect(rows.first()).toContainText(/Pending|Delivered/);
    await expect(
      page.getByRole("columnheader", { name: "Received (Australia/Sydney)" }),
    ).toBeVisible();

    await filters.getByLabel("Category").selectOption("General Enquiry");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(rows).toHaveCount(1);
    await expect(page).toHaveURL(/category=General\+Enquiry/);

    const open = rows.first().getByRole("button", { name: `Blake ${run} O'Neil, Jr` });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Blake ${run} O'Neil, Jr` });
    await expect(dialog).toBeVisible();
    // The journeys' site delivers to a local webhook receiver and an SMTP inbox
    // (runtime/e2e/support/lead-receivers.ts).
    await expect(dialog.locator('[data-slot="lead-delivery"]')).toHaveCount(2);
    const delivery = dialog.locator('[data-slot="lead-delivery"]', {
      hasText: attempted.destination,
    });
    await expect(delivery).toContainText(/Attempts: [1-9]/);
    await expect(dialog).toContainText('Is the "red" one still there?');
    await expectNoAxeFindings(page, "the lead dialog");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^leads-${site}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
    const lines = csv.split("\r\n");
    expect(lines[0]).toMatch(
      /^Date \(Australia\/Sydney\),Time,Lead ID,First name,Last name,Email,Phone/,
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${blake},Blake ${run},"O'Neil, Jr",,'+61 400 000 001,`);
    expect(lines[1]).toContain(`"Is the ""red"" one still there?"`);
    expect(lines[2]).toBe("");
    await expectNoAxeFindings(page, "the Leads view");
  });

  test("retries a failed delivery from the lead's dialog", async ({ page, request }) => {
    const run = `run${Date.now().toString(36)}`;
    const leadId = await postLead(request, {
      name: `Casey ${run}`,
      email: `casey.${run}@example.com`,
    });
    const attempted = await firstAttempt(request, leadId);
    await failDeliveryForGood(site, attempted.id);

    await page.goto(`/studio/leads?site=${site}&delivery=failed&q=${run}&lead=${leadId}`);
    const dialog = page.getByRole("dialog", { name: `Casey ${run}` });
    // A cold open loads the studio's chunks, the site list and the lead one after the other.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const delivery = dialog.locator('[data-slot="lead-delivery"]', {
      hasText: attempted.destination,
    });
    await expect(delivery).toHaveAttribute("data-state", "failed");
    await expect(delivery).toContainText(
      "Last error: The webhook answered 503 Service Unavailable",
    );
    await delivery.getByRole("button", { name: "Retry delivery" }).click();
    await expect(delivery).toContainText("Queued to be sent again.");
    await expect(delivery).not.toHaveAttribute("data-state", "failed");
    await expect(delivery.getByRole("button", { name: "Retry delivery" })).toBeHidden();
    await page.keyboard.press("Escape");
    // The list is filtered to failed deliveries: the lead has left it.
    await expect(page.getByText("No lead matches these filters.")).toBeVisible();
  });
});
