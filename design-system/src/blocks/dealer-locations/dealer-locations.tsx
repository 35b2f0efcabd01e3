import { byDistance, type Coordinates } from "@storefront/rules/locations/distance";
import { facetCounts, mapFacetLimits } from "@storefront/rules/locations/section";
import { useId, useMemo, useState } from "react";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "../../ui/carousel/carousel.tsx";
import { Select } from "../../ui/select/select.tsx";
import { LocationCard } from "./location-card.tsx";
import type { LocationView } from "./location-view.ts";
import { LocationsMapSection, type MapSettings } from "./locations-map-section.tsx";
import { type Geocode, PostcodeSearch } from "./postcode-search.tsx";

type DealerLocationsProps = MapSettings & {
  title: string;
  layout: "grid" | "carousel";
  showMap: boolean;
  showPostcodeSearch: boolean;
  /** What the section shows, by the spec's rule (the connector applies it). */
  section: "none" | "hero-map" | "dealership-list" | "locations-map";
  locations: LocationView[];
  /** What the map shows, when more than the cards (a dealership list's every location). */
  mapLocations?: LocationView[] | undefined;
  /** The location the map starts on: the primary one. */
  focusId?: string | undefined;
  geocode: Geocode;
};

type Placed = { location: LocationView; km?: number | undefined };

function FacetSelect({
  label,
  all,
  values,
  value,
  onChange,
}: {
  label: string;
  all: string;
  values: { value: string; count: number }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  if (values.length < 2) return null;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {values.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.value} ({entry.count})
          </option>
        ))}
      </Select>
    </div>
  );
}

function CardList({
  placed,
  layout,
  label,
}: {
  placed: Placed[];
  layout: "grid" | "carousel";
  label: string;
}) {
  if (layout === "carousel" && placed.length > 1)
    return (
      <Carousel aria-label={label} className="relative px-12">
        <CarouselContent>
          {placed.map(({ location, km }, index) => (
            <CarouselItem
              key={location.id}
              aria-label={`${index + 1} of ${placed.length}`}
              className="md:basis-1/2 lg:basis-1/3"
            >
              <LocationCard location={location} distanceKm={km} />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPrevious className="absolute top-1/2 left-0 -translate-y-1/2" />
        <CarouselNext className="absolute top-1/2 right-0 -translate-y-1/2" />
      </Carousel>
    );
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {placed.map(({ location, km }) => (
        <li key={location.id}>
          <LocationCard location={location} distanceKm={km} />
        </li>
      ))}
    </ul>
  );
}

/** The dealer's locations: postcode distances, map filters, the map and the cards. */
export function DealerLocations({
  title,
  layout,
  showMap,
  showPostcodeSearch,
  section,
  locations,
  mapLocations = locations,
  focusId,
  geocode,
  ...map
}: DealerLocationsProps) {
  const headingId = useId();
  const [origin, setOrigin] = useState<(Coordinates & { postcode: string }) | undefined>();
  const [city, setCity] = useState("");
  const [dealership, setDealership] = useState("");
  const cities = useMemo(
    () =>
      facetCounts(
        mapLocations.map((location) => location.city),
        mapFacetLimits.city,
      ),
    [mapLocations],
  );
  const dealerships = useMemo(
    () =>
      facetCounts(
        mapLocations.flatMap((location) => location.dealershipName ?? []),
        mapFacetLimits.dealership,
      ),
    [mapLocations],
  );
  const [first] = locations;
  if (section === "none" || !first) return null;
  const filtered = (list: LocationView[]) =>
    list.filter(
      (location) =>
        (!city || location.city === city) &&
        (!dealership || location.dealershipName === dealership),
    );
  const shown = filtered(locations);
  const mapped = filtered(mapLocations);
  const placed: Placed[] = origin
    ? byDistance(
        shown.map((location) => ({ ...location, address: location.coordinates, view: location })),
        origin,
      ).map(({ location, km }) => ({ location: location.view, km }))
    : shown.map((location) => ({ location }));
  const focus = mapped.find((location) => location.id === focusId) ?? mapped[0] ?? first;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="dealer-locations"
      data-section={section}
      className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6"
    >
      {title ? (
        <h2 id={headingId} className="font-bold font-heading text-2xl">
          {title}
        </h2>
      ) : (
        <h2 id={headingId} className="sr-only">
          Our Locations
        </h2>
      )}
      {showPostcodeSearch || (showMap && locations.length > 1) ? (
        <div className="flex flex-wrap items-start gap-4">
          {showPostcodeSearch && locations.length > 0 ? (
            <PostcodeSearch geocode={geocode} onPlaced={setOrigin} />
          ) : null}
          {showMap ? (
            <>
              <FacetSelect
                label="City"
                all="All cities"
                values={cities}
                value={city}
                onChange={setCity}
              />
              <FacetSelect
                label="Dealership"
                all="All dealerships"
                values={dealerships}
                value={dealership}
                onChange={setDealership}
              />
            </>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {origin
          ? `${placed.length} locations, nearest to ${origin.postcode} first`
          : shown.length < locations.length
            ? `${shown.length} of ${locations.length} locations`
            : ""}
      </p>
      {showMap && mapped.length ? (
        <LocationsMapSection locations={mapped} focus={focus} {...map} />
      ) : null}
      <CardList placed={placed} layout={layout} label="Location cards" />
    </section>
  );
}
