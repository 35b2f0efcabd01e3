import type { MenuLink } from "../site-header/menu/menu-entries.ts";
import type { MakeModels } from "../site-header/site-header-data.ts";

/** How many model links the footer's Models group shows; the header's Vehicles lists them all. */
export const footerModelLimit = 12;

/**
 * The footer's model links: each make's leading models in turn (the runtime lists a make's
 * best-stocked models first), up to the limit, listed make by make. With several makes each
 * label names its make (`Mazda CX-5`), unless the model's name already does (`Mazda3`).
 */
export function footerModelLinks(makes: MakeModels[], limit = footerModelLimit): MenuLink[] {
  const stocked = makes.filter((make) => make.models.length > 0);
  const taken = stocked.map(() => 0);
  let total = 0;
  for (let round = 0; total < limit; round += 1) {
    const before = total;
    stocked.forEach((make, index) => {
      if (total < limit && round < make.models.length) {
        taken[index] = round + 1;
        total += 1;
      }
    });
    if (total === before) break;
  }

  const nameMakes = stocked.length > 1;
  return stocked.flatMap((make, index) =>
    make.models.slice(0, taken[index]).map((model) => ({
      label:
        nameMakes && !model.label.toLowerCase().startsWith(make.make.toLowerCase())
          ? `${make.make} ${model.label}`
          : model.label,
      href: model.href,
    })),
  );
}
