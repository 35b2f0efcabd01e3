// The interactions `npm run bench:interaction` times, each as a page load followed by a series of
// steps that each lead somewhere this page load has not been yet (so no step is answered from the
// browser's cache of earlier searches). A journey runs its steps until it has none left, then
// the bench loads the page again.

const allStock = "/search/new-used-and-demo-cars/";
const filterPanel = (page) => page.getByRole("region", { name: "Filter Results" });

/** Resolves once the app has taken over the element, so input reaches the app. */
async function interactive(locator) {
  await locator.waitFor();
  await locator.evaluate(
    (element) =>
      new Promise((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith("__react"))
            ? resolve()
            : setTimeout(check, 50);
        check();
      }),
  );
  return locator;
}

/** Opens a facet group (if closed) and returns its values. */
async function openGroup(page, label) {
  const button = filterPanel(page).getByRole("button", {
    name: new RegExp(`^${label}( \\d+ applied)?$`),
  });
  await interactive(button);
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  const group = filterPanel(page).getByRole("group", { name: label });
  await group.waitFor();
  return group;
}

/** Each step flips one value, in Gray-code order, so every step reaches a new set of values. */
function grayCodeFlips(values) {
  const flips = [];
  for (let step = 1; step < 2 ** values; step++) {
    const changed = step ^ (step >> 1) ^ ((step - 1) ^ ((step - 1) >> 1));
    flips.push(Math.log2(changed));
  }
  return flips;
}

/**
 * Each journey: `path` to load, the event type that starts the clock, `prepare(page)` once the
 * page is interactive, returning the steps; a step does one interaction. `debounceMs` is the
 * spec's delay before the interaction applies, taken off the time.
 */
export const journeys = {
  facet: {
    label: "facet toggle (Condition checkbox)",
    path: allStock,
    event: "click",
    async prepare(page) {
      const group = await openGroup(page, "Condition");
      const count = await group.getByRole("checkbox").count();
      return grayCodeFlips(count).map((index) => async () => {
        const values = await openGroup(page, "Condition");
        await values.getByRole("checkbox").nth(index).click();
      });
    },
  },
  sort: {
    label: "sort change",
    path: allStock,
    event: "change",
    async prepare(page) {
      const select = await interactive(page.getByRole("combobox", { name: "Sort by" }));
      const options = await select.locator("option").evaluateAll((all) => all.map((o) => o.value));
      // The first option is the page's own order, which the page load has already shown.
      return options.slice(1).map((value) => () => select.selectOption(value));
    },
  },
  page: {
    label: "page change (Next)",
    path: allStock,
    event: "click",
    async prepare(page) {
      const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", {
        name: "Next",
      });
      await interactive(next);
      return Array.from({ length: 40 }, () => () => next.click());
    },
  },
  slider: {
    label: "price slider release",
    path: allStock,
    event: "pointerup",
    debounceMs: 400,
    async prepare(page) {
      const group = await openGroup(page, "Price");
      const track = group.locator('[data-slot="slider"], [data-orientation="horizontal"]').first();
      // The minimum moves right a little further each time, through the most common prices:
      // every release is a new range, and each one leaves some cars out.
      return Array.from({ length: 12 }, (_, step) => async () => {
        const thumb = (await openGroup(page, "Price")).getByRole("slider", {
          name: "Minimum price",
        });
        const from = await thumb.boundingBox();
        const box = await track.boundingBox();
        if (!from || !box) throw new Error("the price slider is not shown");
        const y = from.y + from.height / 2;
        await page.mouse.move(from.x + from.width / 2, y);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * (0.03 + step * 0.02), y, { steps: 4 });
        await page.mouse.up();
      });
    },
  },
  showMe: {
    label: "Show Me count (home page, make chosen)",
    path: "/",
    event: "change",
    async prepare(page) {
      const make = await interactive(page.getByRole("combobox", { name: "Make" }));
      const values = await make.locator("option").evaluateAll((all) => all.map((o) => o.value));
      return values.filter(Boolean).map((value) => () => make.selectOption(value));
    },
  },
};
