// Both locations blocks load through this one module, so the pages name one chunk for them.
export { LocationDetail } from "../location-detail/location-detail.tsx";
export { DealerLocations } from "./dealer-locations.tsx";
