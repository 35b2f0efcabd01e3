export { Skeleton } from "./skeleton.tsx";
