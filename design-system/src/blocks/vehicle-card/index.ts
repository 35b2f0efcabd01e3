export { VehicleCard, type VehicleCardFavourite, type VehicleCardProps } from "./vehicle-card.tsx";
export {
  type VehicleCardActionHrefs,
  VehicleCardActions,
} from "./vehicle-card-actions.tsx";
export { VehicleCardImage } from "./vehicle-card-image.tsx";
export { VehicleCardPrice } from "./vehicle-card-price.tsx";
export { tagBadgeVariants, VehicleCardTag } from "./vehicle-card-tag.tsx";
