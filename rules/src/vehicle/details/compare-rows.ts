import { cardAttributeValue } from "../card/card-attributes.ts";
import { keyInformationEntries } from "./key-information.ts";

type ComparedCar = Parameters<typeof keyInformationEntries>[0] & {
  year: number;
  car_type: string;
};

export type CompareRow = {
  label: string;
  /** One value per car, in the cars' order; undefined where that car has none. */
  values: (string | undefined)[];
};

/**
 * The rows that set cars side by side: year, condition, then every key information entry any of
 * them has (odometer, body, transmission, fuel...), in key information's order. A row none of the
 * cars has is left out.
 */
export function compareRows(cars: readonly ComparedCar[]): CompareRow[] {
  const keyInformation = cars.map(
    (car) => new Map(keyInformationEntries(car).map((entry) => [entry.label, entry.value])),
  );
  // Every car's fields together give every label any of them has, in key information's order.
  const labels = keyInformationEntries(Object.assign({}, ...cars)).map((entry) => entry.label);
  const rows: CompareRow[] = [
    { label: "Year", values: cars.map((car) => cardAttributeValue(car, "year")) },
    { label: "Condition", values: cars.map((car) => cardAttributeValue(car, "car_type")) },
    ...labels.map((label) => ({
      label,
      values: keyInformation.map((entries) => entries.get(label)),
    })),
  ];
  return rows.filter((row) => row.values.some((value) => value !== undefined));
}
