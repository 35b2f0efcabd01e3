import { CheckIcon, HeartIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { Button, IconButton } from "../../ui/button/button.tsx";

/** The same elements every render: a card filled with another car does not draw its icons again. */
const savedHeart = <HeartIcon aria-hidden className="fill-current" />;
const unsavedHeart = <HeartIcon aria-hidden />;
const addedCheck = <CheckIcon aria-hidden />;

/** Whether the toggle shows (the favourites rule), whether the car is saved, and the toggle. */
export type FavouriteToggleState = { saved: boolean; shown: boolean; onToggle: () => void };

/**
 * The heart that saves a car to the shopper's favourites, named by the car it saves; pressed
 * while saved. Result cards and the vehicle page use the same one.
 */
export function FavouriteToggle({
  title,
  favourite,
  className,
}: {
  title: string;
  favourite: FavouriteToggleState | undefined;
  className?: string | undefined;
}) {
  if (!favourite?.shown) return null;
  return (
    <IconButton
      label={`Save ${title}`}
      aria-pressed={favourite.saved}
      data-slot="favourite-toggle"
      data-state={favourite.saved ? "on" : "off"}
      size="sm"
      onClick={favourite.onToggle}
      className={cn("text-primary", className)}
    >
      {favourite.saved ? savedHeart : unsavedHeart}
    </IconButton>
  );
}

/** The toggle that adds a car to the cars to compare, named by the car; pressed while added. */
export function CompareToggle({
  title,
  compare,
  className,
}: {
  title: string;
  compare: FavouriteToggleState | undefined;
  className?: string | undefined;
}) {
  if (!compare?.shown) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Compare ${title}`}
      aria-pressed={compare.saved}
      data-slot="compare-toggle"
      data-state={compare.saved ? "on" : "off"}
      onClick={compare.onToggle}
      className={className}
    >
      {compare.saved ? addedCheck : null}
      Compare
    </Button>
  );
}
