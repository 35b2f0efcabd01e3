/** The spec's weekday numbers name these days: 0 is Sunday. */
export const weekdayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Monday to Sunday, as hours tables read, in weekday numbers. */
export const mondayFirst = [1, 2, 3, 4, 5, 6, 0] as const;
