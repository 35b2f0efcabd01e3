/** The id of the vehicle page's location banner, which the sidebar's location links to. */
export const vehicleMapAnchor = "vehicle-map";
