import {
  type InventoryMix,
  isMixPresetName,
  type MixPresetName,
  mixPresets,
} from "./inventory-mix.ts";

const weightNames = ["cars", "motorcycles", "trucks", "caravans"] as const;
type WeightName = (typeof weightNames)[number];

export type MixOption =
  | { ok: true; mix: Partial<InventoryMix> | MixPresetName | undefined }
  | { ok: false; message: string };

/** Reads a `--mix` value: a preset name (`caravan-dealer`) or weights (`cars=10,caravans=90`). */
export function parseMixOption(text: string | undefined): MixOption {
  if (text === undefined) return { ok: true, mix: undefined };
  if (isMixPresetName(text)) return { ok: true, mix: text };
  if (!text.includes("=")) {
    const presets = Object.keys(mixPresets).join(", ");
    return { ok: false, message: `Unknown --mix "${text}". Presets: ${presets}.` };
  }
  const mix: Partial<InventoryMix> = {};
  for (const part of text.split(",")) {
    const [name = "", value = ""] = part.split("=").map((piece) => piece.trim());
    if (!weightNames.includes(name as WeightName)) {
      return {
        ok: false,
        message: `Unknown kind "${name}" in --mix; use ${weightNames.join(", ")}.`,
      };
    }
    const weight = Number(value);
    if (value === "" || !Number.isFinite(weight) || weight < 0) {
      return { ok: false, message: `--mix weight for ${name} must be 0 or more, not "${value}".` };
    }
    mix[name as WeightName] = weight;
  }
  if (Object.values(mix).every((weight) => weight === 0)) {
    return { ok: false, message: "--mix needs at least one weight above 0." };
  }
  return { ok: true, mix };
}
