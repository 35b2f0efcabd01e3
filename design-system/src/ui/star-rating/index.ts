export { StarRating } from "./star-rating.tsx";
