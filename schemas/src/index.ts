export * from "./common.ts";
export * from "./location.ts";
export * from "./vehicle.ts";
export * from "./theme.ts";
