import { archLeftward, type Silhouette, wheelOnGround } from "./silhouette.ts";

type RearShape = "hatch" | "boot" | "wagon" | "fastback" | "open";

/** The handful of measurements that tell a hatch from a sedan, SUV or coupe. */
interface CarProfile {
  front: number;
  rear: number;
  wheelRadius: number;
  wheelbase: [number, number];
  sill: number;
  bonnet: number;
  belt: number;
  roof: number;
  screenBase: number;
  roofFront: number;
  roofRear: number;
  rearShape: RearShape;
}

function rearOutline(p: CarProfile): string {
  switch (p.rearShape) {
    case "hatch":
      return `L${p.rear - 8} ${p.belt - 14} L${p.rear} ${p.belt + 8}`;
    case "wagon":
      return `L${p.rear - 5} ${p.roof + 10} L${p.rear} ${p.belt + 6}`;
    case "boot":
      return `L${p.roofRear + 38} ${p.belt - 6} L${p.rear - 6} ${p.belt - 10} L${p.rear} ${p.belt + 10}`;
    case "fastback":
      return `L${p.rear - 12} ${p.belt - 6} L${p.rear} ${p.belt + 10}`;
    case "open":
      return `L${p.rear - 4} ${p.belt - 4} L${p.rear} ${p.belt + 10}`;
  }
}

function rearGlass(p: CarProfile): string {
  switch (p.rearShape) {
    case "hatch":
      return `L${p.rear - 18} ${p.belt - 12}`;
    case "wagon":
      return `L${p.rear - 14} ${p.roof + 12} L${p.rear - 12} ${p.belt - 4}`;
    case "boot":
      return `L${p.roofRear + 30} ${p.belt - 6}`;
    default:
      return `L${p.rear - 30} ${p.belt - 6}`;
  }
}

function carSilhouette(p: CarProfile): Silhouette {
  const [frontWheel, rearWheel] = p.wheelbase;
  const arch = p.wheelRadius + 6;
  const closedRoof = p.rearShape !== "open";
  const top = closedRoof
    ? `L${p.screenBase} ${p.belt - 2} L${p.roofFront} ${p.roof} L${p.roofRear} ${p.roof} ${rearOutline(p)}`
    : `L${p.screenBase} ${p.belt - 2} L${p.rear - 40} ${p.belt - 4} ${rearOutline(p)}`;
  const body =
    `M${p.front} ${p.sill} L${p.front - 3} ${p.bonnet + 20} L${p.front + 16} ${p.bonnet} ${top} ` +
    `L${p.rear} ${p.sill} ${archLeftward(rearWheel, p.sill, arch)} ${archLeftward(frontWheel, p.sill, arch)} Z`;
  const pillar = Math.round((p.roofFront + p.roofRear) / 2);
  const glass = closedRoof
    ? [
        `M${p.screenBase + 12} ${p.belt - 4} L${p.roofFront + 5} ${p.roof + 7} L${pillar - 4} ${p.roof + 7} L${pillar - 4} ${p.belt - 4} Z`,
        `M${pillar + 4} ${p.belt - 4} L${pillar + 4} ${p.roof + 7} L${p.roofRear - 2} ${p.roof + 7} ${rearGlass(p)} Z`,
      ]
    : [
        `M${p.screenBase + 10} ${p.belt - 4} L${p.screenBase + 44} ${p.belt - 46} L${p.screenBase + 50} ${p.belt - 44} L${p.screenBase + 22} ${p.belt - 4} Z`,
      ];
  const seats = closedRoof
    ? []
    : [
        `M${pillar - 10} ${p.belt - 4} l4 -30 h16 l-2 30 Z`,
        `M${pillar + 60} ${p.belt - 4} l4 -30 h16 l-2 30 Z`,
      ];
  return {
    painted: [body],
    glass,
    trim: [
      `M${p.front - 2} ${p.sill - 14} h46 v10 h-46 Z`,
      `M${p.rear - 40} ${p.sill - 14} h40 v10 h-40 Z`,
      ...seats,
    ],
    pale: [],
    wheels: [wheelOnGround(frontWheel, p.wheelRadius), wheelOnGround(rearWheel, p.wheelRadius)],
    headlight: `M${p.front - 1} ${p.bonnet + 6} l22 -2 l-2 12 l-20 2 Z`,
    taillight: `M${p.rear - 2} ${p.belt + 12} l-14 0 l0 14 l15 0 Z`,
    focus: { front: [p.front + 60, p.bonnet + 20], wheel: [frontWheel, 300 - p.wheelRadius] },
  };
}

const passenger = { wheelRadius: 36, sill: 282, bonnet: 222, belt: 204, roof: 150 };

export const hatch = carSilhouette({
  ...passenger,
  front: 120,
  rear: 480,
  wheelbase: [192, 408],
  screenBase: 250,
  roofFront: 306,
  roofRear: 432,
  rearShape: "hatch",
});

export const sedan = carSilhouette({
  ...passenger,
  front: 90,
  rear: 512,
  wheelbase: [170, 420],
  bonnet: 226,
  roof: 156,
  screenBase: 236,
  roofFront: 300,
  roofRear: 410,
  rearShape: "boot",
});

export const wagon = carSilhouette({
  ...passenger,
  front: 90,
  rear: 512,
  wheelbase: [170, 420],
  screenBase: 236,
  roofFront: 296,
  roofRear: 486,
  rearShape: "wagon",
});

export const suv = carSilhouette({
  wheelRadius: 41,
  sill: 272,
  bonnet: 198,
  belt: 184,
  roof: 118,
  front: 100,
  rear: 505,
  wheelbase: [180, 420],
  screenBase: 236,
  roofFront: 292,
  roofRear: 482,
  rearShape: "wagon",
});

export const coupe = carSilhouette({
  ...passenger,
  bonnet: 230,
  belt: 214,
  roof: 166,
  front: 95,
  rear: 505,
  wheelbase: [180, 420],
  screenBase: 262,
  roofFront: 330,
  roofRear: 400,
  rearShape: "fastback",
});

export const convertible = carSilhouette({
  ...passenger,
  bonnet: 230,
  belt: 214,
  roof: 214,
  front: 100,
  rear: 500,
  wheelbase: [182, 418],
  screenBase: 262,
  roofFront: 300,
  roofRear: 380,
  rearShape: "open",
});
