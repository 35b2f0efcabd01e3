import type { Placed } from "@storefront/rules/results/promo-placement";
import { type FavouriteSettings, showsFavouriteToggle } from "@storefront/rules/shopper/favourites";
import type { TagSettings } from "@storefront/rules/vehicle/card/card-tag";
import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import type { CardAttribute, PromoCard } from "@storefront/schemas";
import { memo, useCallback, useLayoutEffect, useRef } from "react";
import { usePaintedFrames } from "../../lib/use-after-paint.ts";
import { useLatest } from "../../lib/use-latest.ts";
import { VehicleCard } from "../vehicle-card/vehicle-card.tsx";
import { PromoResultCard } from "./promo-result-card.tsx";
import type { SavedCarsToggle, SearchResultsData } from "./search-results-data.ts";

export const resultGridClassName = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** The first images of the results a page opens with load with priority. */
const priorityImages = 2;

/**
 * Until the results are painted, cards after the first row are laid out and painted only as
 * they near the screen (a page of results is mostly below it), each holding a card's usual
 * height meanwhile. On the card itself, not its item: the containment clips what overflows, and
 * the card's own shadow is not its overflow.
 */
const laterItem =
  "[contain-intrinsic-block-size:auto_37rem] [&>*]:[contain-intrinsic-block-size:auto_37rem] [&>*]:[content-visibility:auto]";
/**
 * A later card once the results are painted: laid out at its own height, so the page's length
 * and the pagination no longer move as the cards come near the screen (a shopper jumping to the
 * pagination would otherwise see it slide as the cards around it take their real height). Its
 * height is remembered (`auto`) for the next search's first frame.
 */
const sizedItem =
  "[contain-intrinsic-block-size:auto_37rem] [&>*]:[contain-intrinsic-block-size:auto_37rem]";
/**
 * A later card still showing the previous search's car, for the render before it is drawn
 * anew: it keeps its size but is not laid out or painted, so the first frame of a new search
 * (a new page scrolled to the top brings these cards on screen) does not paint cars about to go.
 * Hidden on the item, whose size is remembered while shown: marking and unmarking it restyles
 * the item alone, not the card inside.
 */
const staleItem = `${laterItem} [content-visibility:hidden]`;
const firstRow = 3;
/**
 * Photos dim only while a search takes longer than this: a quicker answer shows its cars with no
 * flicker of grey, and paints no frame to dim the photos and none to bring them back.
 */
const dimAfterMs = 200;

type ResultsGridProps = {
  items: Placed<CardVehicle, PromoCard>[];
  /** The items the cards after the first row show: `items`, or the previous ones until drawn. */
  drawn?: Placed<CardVehicle, PromoCard>[] | undefined;
  /** A search is under way: photos dim once it lasts. */
  busy: boolean;
  /**
   * The results the page opened with: their first photos load at once, as its largest paint. A
   * later search's photos load once its cards are laid out, after their text is drawn.
   */
  opening?: boolean | undefined;
  /** The cards after the first row still show the previous items. */
  drawing?: boolean | undefined;
  cardAttributes: CardAttribute[];
  noPriceText: string;
  tags: TagSettings;
  now: Date;
} & Pick<SearchResultsData, "vehicleHref" | "actionHrefs" | "favourites">;

/** The car a place shows (a first-row card keeps its photo while its car stays). */
const shownCar = (place: Placed<CardVehicle, PromoCard> | undefined) =>
  place?.kind === "vehicle" ? place.item.id : undefined;

type Toggle = { saved: boolean; shown: boolean } | undefined;

/** A card's toggle of one control, shown where the favourites rule for its mode allows. */
function toggleOf(
  car: CardVehicle,
  control: SavedCarsToggle | undefined,
  settings: FavouriteSettings,
): Toggle {
  if (!control) return undefined;
  const saved = control.saved.has(car.id);
  return { saved, shown: showsFavouriteToggle(car, settings, saved) };
}

type ResultCardProps = Omit<
  ResultsGridProps,
  "items" | "drawn" | "busy" | "drawing" | "favourites"
> & {
  car: CardVehicle;
  imagePriority: boolean;
  held: boolean;
  heartSaved: boolean | undefined;
  heartShown: boolean | undefined;
  compareSaved: boolean | undefined;
  compareShown: boolean | undefined;
  onToggle: (car: CardVehicle, control: "heart" | "compare") => void;
};

/**
 * One vehicle card, drawn again only when its car or its toggles change: while a new search
 * runs, or when another card is saved, the other cards stay as they are.
 */
const ResultCard = memo(function ResultCard({
  car,
  heartSaved,
  heartShown,
  compareSaved,
  compareShown,
  onToggle,
  cardAttributes,
  noPriceText,
  tags,
  now,
  vehicleHref,
  actionHrefs,
  imagePriority,
  held,
}: ResultCardProps) {
  const toggle = (
    saved: boolean | undefined,
    shown: boolean | undefined,
    control: "heart" | "compare",
  ) =>
    saved === undefined
      ? undefined
      : { saved, shown: !!shown, onToggle: () => onToggle(car, control) };
  return (
    <VehicleCard
      car={car}
      attributes={cardAttributes}
      noPriceText={noPriceText}
      tags={tags}
      now={now}
      href={vehicleHref(car)}
      actions={actionHrefs(car)}
      imagePriority={imagePriority}
      photoHeld={held}
      favourite={toggle(heartSaved, heartShown, "heart")}
      compare={toggle(compareSaved, compareShown, "compare")}
    />
  );
});

/** Vehicle and promo cards in one, two or three columns; dimmed photos while a search lasts. */
export function ResultsGrid({
  items,
  drawn = items,
  busy,
  opening = true,
  drawing = false,
  cardAttributes,
  noPriceText,
  tags,
  now,
  vehicleHref,
  actionHrefs,
  favourites,
}: ResultsGridProps) {
  // The cards keep one toggle handler, which always reaches the latest controls.
  const controls = useLatest(favourites);
  const grid = useRef<HTMLUListElement>(null);
  // Set on the list itself, not rendered: the dimming draws no card again. Undone before the
  // frame that shows the answer, so its photos are never shown dimmed.
  useLayoutEffect(() => {
    const list = grid.current;
    if (!busy || !list) return;
    const dim = setTimeout(() => list.setAttribute("data-dimmed", ""), dimAfterMs);
    return () => {
      clearTimeout(dim);
      list.removeAttribute("data-dimmed");
    };
  }, [busy]);
  const onToggle = useCallback((car: CardVehicle, control: "heart" | "compare") => {
    controls.current[control]?.onToggle(car);
  }, []);
  // Once the frame showing these cards is painted, the later ones take their own size. Not while
  // a search is under way: its cars are about to take their places, and their frame would wait
  // behind the rows of cars about to go.
  // The page's opening results take it a row a frame, so no long task holds up the page's load;
  // a later search's all at once, in one layout, not a render and a repaint of the page a row.
  const laterRows = Math.ceil(Math.max(0, drawn.length - firstRow) / firstRow);
  const frames = usePaintedFrames(drawn, busy ? 0 : opening ? laterRows : 1);
  const sizedRows = drawing ? 0 : opening ? frames : frames * laterRows;
  const card = (entry: Placed<CardVehicle, PromoCard>, index: number, stale = false) => {
    const imagePriority = opening && index < priorityImages;
    const className =
      index < firstRow
        ? undefined
        : stale
          ? staleItem
          : index < firstRow * (sizedRows + 1)
            ? sizedItem
            : laterItem;
    // Keyed by place, not by car: a new search fills the same cards with its cars, changing
    // their text, links and photos instead of building every card anew and removing the old.
    if (entry.kind === "promo")
      return (
        <li key={index} className={className}>
          <PromoResultCard promo={entry.promo} imagePriority={imagePriority} />
        </li>
      );
    const car = entry.item;
    const heart = toggleOf(car, favourites.heart, { ...favourites, mode: "favourites" });
    const compare = toggleOf(car, favourites.compare, favourites);
    return (
      <li key={index} className={className}>
        <ResultCard
          car={car}
          cardAttributes={cardAttributes}
          noPriceText={noPriceText}
          tags={tags}
          now={now}
          vehicleHref={vehicleHref}
          actionHrefs={actionHrefs}
          imagePriority={imagePriority}
          held={index < firstRow && drawing && shownCar(drawn[index]) !== car.id}
          heartSaved={heart?.saved}
          heartShown={heart?.shown}
          compareSaved={compare?.saved}
          compareShown={compare?.shown}
          onToggle={onToggle}
        />
      </li>
    );
  };
  return (
    <ul
      ref={grid}
      data-slot="search-results-grid"
      aria-busy={busy || drawing}
      data-state={!drawing && sizedRows === laterRows ? "laid-out" : "drawing"}
      // Only photos dim: dimming text would take it below readable contrast.
      className={`${resultGridClassName} data-dimmed:[&_img]:opacity-40 data-dimmed:[&_img]:grayscale`}
    >
      {items.slice(0, firstRow).map((entry, index) => card(entry, index))}
      {drawn.map((entry, index) => (index < firstRow ? null : card(entry, index, drawing)))}
    </ul>
  );
}
