import type { Page } from "@playwright/test";
import { eventIds } from "./support/analytics.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { arrowToRadio, tabTo } from "./support/keyboard.ts";
import { sendLeadByKeyboard, typeContact } from "./support/lead-forms.ts";
import { expectInteractive } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";
import { stockRecords } from "./support/vehicle-page.ts";

type Lender = {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek?: number | null;
  deposit?: number | null;
  balloon?: number | null;
  termYears?: number | null;
  establishmentFees?: number | null;
};
type FinanceCar = {
  slug: string;
  path?: string;
  price: number;
  make: string;
  reserved?: boolean;
  status: string;
  youxQuote?: { weeklyRepaymentAmount: number } | null;
  finance_lenders?: Record<string, Lender>;
};

const dollars = (amount: number) => `$${Math.round(amount).toLocaleString("en-AU")}`;

/** The spec's formula: amortisation of the price plus fees less the deposit, less the residual's present value. */
function repayment(car: FinanceCar, lender: Lender, termYears: number, perYear: number) {
  const fees = lender.establishmentFees ?? 0;
  const principal = car.price + fees - (lender.deposit ?? 0);
  const periods = perYear * termYears;
  const rate = 10 / 100 / perYear; // the site's default rate
  const residual = lender.balloon ?? 0;
  const payment =
    ((principal - residual / (1 + rate) ** periods) * rate) / (1 - (1 + rate) ** -periods);
  return { payment, total: periods * payment + fees };
}

/** A car in stock whose YouX figures the demo group (provider YouX) shows, priced under the slider's top. */
async function financeCar(page: Page): Promise<{ car: FinanceCar; lender: Lender }> {
  const cars = await stockRecords<FinanceCar>(page.request, [
    "path",
    "price",
    "make",
    "reserved",
    "status",
    "youxQuote",
    "finance_lenders",
  ]);
  for (const car of cars) {
    const lender = car.finance_lenders?.youx;
    if (!lender || lender.interestRate === null || lender.comparisonRate === null) continue;
    if (car.make === "Suzuki" || car.price <= 0 || car.price > 100000 || car.reserved) continue;
    if (car.status !== "in_stock") continue;
    if ((lender.termYears ?? 5) !== 5) continue;
    return { car, lender };
  }
  throw new Error("no car with YouX finance figures in the demo stock");
}

test("the finance calculator: figures rendered by the server, used by keyboard, and the finance enquiry", async ({
  page,
}) => {
  test.slow();
  const { car, lender } = await financeCar(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(car.path ?? `/cars/${car.slug}`);
  const calculator = page.getByRole("region", { name: "Finance Calculator" });
  const payment = calculator.locator('[data-slot="finance-calculator-payment"]');
  const total = calculator.locator('[data-slot="finance-calculator-total"]');
  const start = repayment(car, lender, 5, 52);

  // The server's figures show while the calculator's code has not loaded.
  await expectInteractive(page.getByRole("button", { name: "Request More Photos" }));
  await expect(payment).toHaveText(`${dollars(start.payment)}/wk`);
  await expect(total).toHaveText(dollars(start.total));
  expect(scripts.filter((url) => /finance-calculator-/.test(url))).toEqual([]);

  // The sidebar's finance link shows the weekly figure and leads to the calculator.
  const link = page.locator('[data-slot="finance-anchor"]');
  const weekly = car.youxQuote?.weeklyRepaymentAmount ?? lender.paymentWeek;
  await expect(link).toHaveText(`Finance ${dollars(weekly ?? 0)}/wk`);
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#finance-calculator$/);
  await expect(calculator).toBeInViewport();
  // Near the viewport the calculator's code arrives and takes over the server's HTML.
  await expect(
    page.locator('[data-slot="deferred-block"][data-block="finance-calculator"]'),
  ).toHaveCount(0);
  expect(await eventIds(page)).not.toContain(26);

  // A year off the term by keyboard: the figures follow the formula.
  const term = calculator.getByRole("slider", { name: "Loan Term (years)" });
  await tabTo(page, term);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(term).toHaveValue("4");
  const fourYears = repayment(car, lender, 4, 52);
  await expect(payment).toHaveText(`${dollars(fourYears.payment)}/wk`);
  await expect(total).toHaveText(dollars(fourYears.total));

  // Monthly, by the frequency's arrow keys.
  await tabTo(page, calculator.getByRole("radio", { name: "Weekly" }));
  await arrowToRadio(page, "ArrowRight", calculator.getByRole("radio", { name: "Fortnightly" }));
  await arrowToRadio(page, "ArrowRight", calculator.getByRole("radio", { name: "Monthly" }));
  const monthly = repayment(car, lender, 4, 12);
  await expect(payment).toHaveText(`${dollars(monthly.payment)}/mo`);
  await expect(total).toHaveText(dollars(monthly.total));
  // The first change fired the calculator's event, once only.
  expect((await eventIds(page)).filter((id) => id === 26)).toHaveLength(1);

  // The advertised rate always comes with its comparison rate.
  await expect(calculator.locator('[data-slot="finance-calculator-lender"]')).toContainText(
    "comparison rate",
  );
  await expectNoAxeViolations(page, "the finance calculator", '[data-slot="finance-calculator"]');

  // Get Finance Now opens the finance enquiry, which sends the calculator's price and term.
  await tabTo(page, calculator.getByRole("button", { name: "Get Finance Now" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Finance Enquiry" });
  await expect(dialog.getByRole("textbox", { name: "First Name" })).toBeVisible();
  await expectNoAxeViolations(page, "the finance enquiry", '[data-slot="finance-enquiry-dialog"]');
  await typeContact(page, dialog);
  const lead = await sendLeadByKeyboard(page, dialog.getByRole("button", { name: "Send Enquiry" }));
  expect(lead).toMatchObject({ category: "Finance Enquiry", amount: car.price, term: 4 });
  expect(await eventIds(page)).toContain(9);
});

test("without scripts the vehicle page shows the calculator's figures and the sidebar's finance link", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { car, lender } = await financeCar(page);
  await page.goto(car.path ?? `/cars/${car.slug}`);
  const calculator = page.getByRole("region", { name: "Finance Calculator" });
  const start = repayment(car, lender, 5, 52);
  await expect(calculator.locator('[data-slot="finance-calculator-payment"]')).toHaveText(
    `${dollars(start.payment)}/wk`,
  );
  await expect(calculator.getByRole("slider", { name: "Purchase Price ($)" })).toBeVisible();
  await expect(page.locator('[data-slot="finance-anchor"]')).toHaveAttribute(
    "href",
    "#finance-calculator",
  );
  await context.close();
});
