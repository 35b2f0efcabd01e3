import { MailIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { Badge } from "../../ui/badge/badge.tsx";
import { PhoneLink } from "../../ui/phone-link/phone-link.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs/tabs.tsx";
import { HoursTable } from "../dealer-locations/hours-table.tsx";
import { LocationActions } from "../dealer-locations/location-actions.tsx";
import { LocationRating } from "../dealer-locations/location-rating.tsx";
import type { LocationView } from "../dealer-locations/location-view.ts";
import {
  LocationsMapSection,
  type MapSettings,
} from "../dealer-locations/locations-map-section.tsx";
import { HolidayHoursDialog } from "./holiday-hours-dialog.tsx";

type LocationDetailProps = MapSettings & {
  hoursTitle: string;
  showMap: boolean;
  /** The location the page is about; without one the block shows nothing. */
  location: LocationView | undefined;
  /** Its kinds at the same place (sales, service, parts), itself among them, for the selector. */
  types: LocationView[];
};

const typeLabel = (view: LocationView) =>
  view.type ? `${view.type[0]?.toUpperCase()}${view.type.slice(1)}` : view.name;

function Hours({ view, title }: { view: LocationView; title: string }) {
  return (
    <div className="grid justify-items-start gap-3">
      {view.openNow === undefined ? null : (
        <p data-slot="open-now" className="font-semibold text-sm">
          {view.openNow ? "Open now" : "Closed now"}
        </p>
      )}
      <HoursTable
        rows={view.hours}
        caption={`${title}: ${view.name}`}
        zone={view.hoursZone}
        className="max-w-md"
      />
      <HolidayHoursDialog name={view.name} rows={view.holidays} />
    </div>
  );
}

/** A location's page: name, rating, contact, hours (by type), holiday hours, actions, map. */
export function LocationDetail({
  hoursTitle,
  showMap,
  location,
  types,
  ...map
}: LocationDetailProps) {
  if (!location) return null;
  const several = types.length > 1;
  return (
    <div
      data-slot="location-detail"
      className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 md:grid-cols-2"
    >
      <div className="grid content-start gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-bold font-heading text-3xl">{location.name}</h1>
          {location.badge ? <Badge variant="warning">{location.badge}</Badge> : null}
        </div>
        {location.rating ? <LocationRating {...location.rating} /> : null}
        <address className="grid gap-2 not-italic">
          <span>{location.address}</span>
          {location.phone ? <PhoneLink phone={location.phone} /> : null}
          {location.email ? (
            <a
              href={`mailto:${location.email}`}
              className={cn(
                "inline-flex items-center gap-2 self-start rounded-sm underline underline-offset-4",
                focusRing,
              )}
            >
              <MailIcon aria-hidden className="size-4" />
              {location.email}
            </a>
          ) : null}
        </address>
        <LocationActions actions={location.actions} name={location.name} />
      </div>
      <section aria-labelledby="location-hours" className="grid content-start gap-3">
        <h2 id="location-hours" className="font-bold font-heading text-xl">
          {hoursTitle}
        </h2>
        {several ? (
          <Tabs defaultValue={location.id}>
            <TabsList aria-label="Location type">
              {types.map((view) => (
                <TabsTrigger key={view.id} value={view.id}>
                  {typeLabel(view)}
                </TabsTrigger>
              ))}
            </TabsList>
            {types.map((view) => (
              <TabsContent key={view.id} value={view.id} className="pt-3">
                <Hours view={view} title={`${typeLabel(view)} hours`} />
              </TabsContent>
            ))}
          </Tabs>
        ) : (
          <Hours view={location} title={hoursTitle} />
        )}
      </section>
      {showMap ? (
        <div className="md:col-span-2">
          <LocationsMapSection locations={[location]} focus={location} {...map} />
        </div>
      ) : null}
    </div>
  );
}
