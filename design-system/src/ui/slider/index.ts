export { Slider } from "./slider.tsx";
