import type { VehicleRecord } from "@storefront/schemas";
import { createContext, type ReactNode, useContext } from "react";

const VehicleContext = createContext<VehicleRecord | null>(null);

/** The vehicle a vehicle page shows, for its blocks. */
export function VehicleProvider({
  value,
  children,
}: {
  value: VehicleRecord;
  children: ReactNode;
}) {
  return <VehicleContext.Provider value={value}>{children}</VehicleContext.Provider>;
}

/** The page's vehicle, if the page shows one. */
export function useOptionalVehicle(): VehicleRecord | null {
  return useContext(VehicleContext);
}

export function useVehicle(): VehicleRecord {
  const value = useContext(VehicleContext);
  if (!value) throw new Error("Vehicle blocks belong on a vehicle page");
  return value;
}
