import { HeartIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { IconButton } from "../../ui/button/button.tsx";

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
      <HeartIcon aria-hidden className={cn(favourite.saved && "fill-current")} />
    </IconButton>
  );
}
