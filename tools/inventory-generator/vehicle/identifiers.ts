import type { CarType } from "@storefront/schemas";
import type { Random } from "../random.ts";

const vinCharacters = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const vinYearCodes = "ABCDEFGHJKLMNPRSTVWXY";
const vinWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";

/** VIN check-digit values: A-I are 1-9, J-R are 1-9, S-Z are 2-9. */
function transliterate(character: string): number {
  const code = character.charCodeAt(0);
  if (code <= 57) return code - 48;
  if (character <= "I") return code - 64;
  if (character <= "R") return code - 73;
  return code - 81;
}

/** The model-year character (10th) of a VIN: A for 2010 to Y for 2030, digits for 2001-2009. */
function vinYearCode(year: number): string {
  if (year >= 2010) return vinYearCodes[(year - 2010) % vinYearCodes.length]!;
  return String(Math.max(1, year - 2000));
}

/**
 * A 17-character VIN: the make's manufacturer code, random descriptor, check digit, model-year
 * code, plant and a 6-digit serial. The serial comes from the caller so VINs never repeat.
 */
export function vin(wmi: string, year: number, serial: number, random: Random): string {
  let descriptor = "";
  for (let i = 0; i < 5; i++) descriptor += random.character(vinCharacters);
  const plant = random.character(vinCharacters);
  const serialText = String(serial % 1000000).padStart(6, "0");
  const draft = `${wmi}${descriptor}0${vinYearCode(year)}${plant}${serialText}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += transliterate(draft[i]!) * vinWeights[i]!;
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}

const stockPrefixes: Record<CarType, string> = { new: "N", demo: "D", used: "U" };

/** Dealer stock numbers such as "U204518"; the number part is unique across the inventory. */
export function stockNumber(carType: CarType, sequence: number): string {
  return `${stockPrefixes[carType]}${sequence}`;
}

const plateFormats: Record<string, string> = {
  NSW: "LLDDLL",
  VIC: "DLLDLL",
  QLD: "DDDLLD",
  WA: "DLLLDDD",
  SA: "SDDDLLL",
  TAS: "LDDLL",
  ACT: "YLLDDL",
  NT: "CLDDLL",
};

/** A number plate in the usual current format of the state (L letter, D digit). */
export function regoPlate(state: string, random: Random): string {
  const format = plateFormats[state] ?? "LLLDDD";
  let plate = "";
  for (const slot of format) {
    if (slot === "L") plate += random.character(letters);
    else if (slot === "D") plate += String(random.int(0, 9));
    else plate += slot;
  }
  return plate;
}

/** A National Vehicle Identification Code: six characters ending in the release year. */
export function nvic(year: number, random: Random): string {
  const head = `${random.int(0, 9)}${random.character(letters)}${random.character(letters)}`;
  return `${head}${random.int(0, 9)}${String(year % 100).padStart(2, "0")}`;
}

/** An 11-character video id in the style of hosted video links. */
export function videoId(random: Random): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  let id = "";
  for (let i = 0; i < 11; i++) id += random.character(alphabet);
  return id;
}
