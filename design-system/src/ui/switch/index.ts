export { Switch } from "./switch.tsx";
