/**
 * Standard equipment lines as vehicle data providers word them, each with the friendlier feature
 * name shoppers filter on (`filtered_features`), the lowest trim level that has it (0 entry,
 * 1 mid, 2 top), the first model year it was common, and the vehicles it applies to.
 */
export type EquipmentCondition =
  | "any"
  | "four-wheel-drive"
  | "ute"
  | "van"
  | "suv"
  | "seven-seats"
  | "electrified"
  | "electric"
  | "enclosed-roof"
  | "convertible"
  | "adventure"
  | "off-road"
  | "full-height"
  | "family";

export type EquipmentRow = [
  item: string,
  feature: string | null,
  minTier: 0 | 1 | 2,
  since: number,
  appliesTo?: EquipmentCondition,
];

export const carEquipment: readonly EquipmentRow[] = [
  ["ABS (Antilock Brakes)", null, 0, 2000],
  ["Airbags - Driver and Passenger", null, 0, 2000],
  ["Electronic Stability Control", null, 0, 2010],
  ["Bluetooth Connectivity", "Bluetooth", 0, 2012],
  ["Camera - Rear Vision", "Reversing Camera", 0, 2016],
  ["Apple CarPlay", "Apple CarPlay", 0, 2017],
  ["Android Auto", "Android Auto", 0, 2017],
  ["Cruise Control", "Cruise Control", 0, 2008],
  ["Autonomous Emergency Braking", "Autonomous Emergency Braking", 0, 2019],
  ["Parking Sensors - Rear", "Parking Sensors", 0, 2014],
  ["Hill Descent Control", "Hill Descent Control", 0, 2012, "four-wheel-drive"],
  ["Tub Liner", null, 0, 2010, "ute"],
  ["Sliding Side Door", null, 0, 2000, "van"],
  ["Cargo Barrier", "Cargo Barrier", 0, 2000, "van"],
  ["Third Row Seating", "7 Seats", 0, 2000, "seven-seats"],
  ["Regenerative Braking", null, 0, 2010, "electrified"],
  ["DC Fast Charging", "DC Fast Charging", 0, 2015, "electric"],
  ["Power Soft Top", null, 0, 2000, "convertible"],
  ["Alloy Wheels", "Alloy Wheels", 1, 2005],
  ["Lane Keeping Assist", "Lane Keep Assist", 1, 2019],
  ["Blind Spot Monitor", "Blind Spot Monitoring", 1, 2018],
  ["Rear Cross Traffic Alert", "Rear Cross Traffic Alert", 1, 2018],
  ["Adaptive Cruise Control", "Adaptive Cruise Control", 1, 2019],
  ["Keyless Entry and Start", "Keyless Entry", 1, 2014],
  ["Dual Zone Climate Control", "Climate Control", 1, 2010],
  ["Satellite Navigation", "Satellite Navigation", 1, 2012],
  ["LED Headlights", "LED Headlights", 1, 2017],
  ["Diff Lock - Rear", "Rear Diff Lock", 1, 2012, "four-wheel-drive"],
  ["Tow Bar", "Tow Bar", 1, 2005, "ute"],
  ["Side Steps", "Side Steps", 1, 2010, "ute"],
  ["Vehicle to Load (V2L)", "Vehicle to Load", 1, 2021, "electric"],
  ["Parking Sensors - Front", null, 2, 2014],
  ["Wireless Phone Charger", "Wireless Charging", 2, 2019],
  ["Leather Seat Trim", "Leather Seats", 2, 2005],
  ["Heated Front Seats", "Heated Seats", 2, 2012],
  ["Power Adjustable Driver Seat", "Power Seats", 2, 2010],
  ["Sunroof", "Sunroof", 2, 2010, "enclosed-roof"],
  ["Camera - 360 Degree", "360 Degree Camera", 2, 2019],
  ["Head Up Display", "Head-Up Display", 2, 2020],
  ["Premium Sound System", "Premium Audio", 2, 2012],
  ["Power Tailgate", "Power Tailgate", 2, 2016, "suv"],
];

export const motorcycleEquipment: readonly EquipmentRow[] = [
  ["ABS (Antilock Brakes)", "ABS", 0, 2016],
  ["Slipper Clutch", null, 0, 2015],
  ["LED Headlight", "LED Lighting", 0, 2018],
  ["Traction Control", "Traction Control", 1, 2017],
  ["Ride Modes", "Ride Modes", 1, 2017],
  ["TFT Display", "TFT Display", 1, 2019],
  ["USB Charging Port", null, 1, 2018],
  ["Heated Grips", "Heated Grips", 1, 2015, "adventure"],
  ["Quickshifter", "Quickshifter", 2, 2019],
  ["Cruise Control", "Cruise Control", 2, 2018],
  ["Bluetooth Connectivity", "Bluetooth", 2, 2020],
];

export const truckEquipment: readonly EquipmentRow[] = [
  ["Air Conditioning", "Air Conditioning", 0, 2000],
  ["Exhaust Brake", null, 0, 2000],
  ["Cruise Control", "Cruise Control", 0, 2012],
  ["Bluetooth Connectivity", "Bluetooth", 0, 2016],
  ["Camera - Rear Vision", "Reversing Camera", 0, 2018],
  ["Air Suspension Driver Seat", "Air Seat", 1, 2000],
  ["Autonomous Emergency Braking", "Autonomous Emergency Braking", 1, 2020],
  ["Lane Departure Warning", "Lane Departure Warning", 1, 2019],
  ["Apple CarPlay", "Apple CarPlay", 1, 2020],
];

export const caravanEquipment: readonly EquipmentRow[] = [
  ["Electric Brakes", null, 0, 2000],
  ["Roll-Out Awning", "Awning", 0, 2000],
  ["Queen Bed", "Queen Bed", 0, 2000],
  ["Reverse Cycle Air Conditioner", "Air Conditioning", 0, 2005],
  ["Solar Panels", "Solar", 0, 2015],
  ["Microwave", null, 0, 2005, "full-height"],
  ["Bunk Beds", "Bunks", 0, 2000, "family"],
  ["Independent Off-Road Suspension", "Off-Road Suspension", 0, 2010, "off-road"],
  ["External Kitchen", "Outdoor Kitchen", 1, 2012],
  ["Ensuite (Shower and Toilet)", "Ensuite", 1, 2008, "full-height"],
  ["Lithium Battery", "Lithium Battery", 1, 2019],
  ["Diesel Heater", "Diesel Heater", 1, 2016],
  ["Grey Water Tank", null, 1, 2012],
  ["TV with Bluetooth Sound System", "TV", 2, 2016, "full-height"],
  ["Front Load Washing Machine", "Washing Machine", 2, 2015, "full-height"],
];
