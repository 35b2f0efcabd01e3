import { archLeftward, type Silhouette, wheelOnGround } from "./silhouette.ts";

const sill = 272;
const wheelRadius = 40;

/** Front half of a dual-cab pick-up, ending at the back of the cab (x = 330). */
const cab = `M92 ${sill} L89 210 L110 192 L232 182 L288 124 L330 122 L330 ${sill}`;

const cabGlass = ["M244 180 L292 132 L306 132 L306 180 Z", "M314 180 L314 132 L324 132 L324 180 Z"];

export const ute: Silhouette = {
  painted: [
    `${cab.replace(`L330 ${sill}`, `L330 188 L512 188 L514 ${sill}`)} ${archLeftward(440, sill, 46)} ${archLeftward(172, sill, 46)} Z`,
  ],
  glass: cabGlass,
  trim: [
    `M88 ${sill - 14} h48 v12 h-48 Z`,
    `M480 ${sill - 12} h36 v10 h-36 Z`,
    "M336 188 h172 v-6 h-172 Z",
  ],
  pale: [],
  wheels: [wheelOnGround(172, wheelRadius), wheelOnGround(440, wheelRadius)],
  headlight: "M90 200 l22 -4 l-1 12 l-21 3 Z",
  taillight: `M512 196 l-10 0 l0 18 l11 0 Z`,
  focus: { front: [160, 210], wheel: [172, 260] },
};

export const cabChassis: Silhouette = {
  painted: [`${cab} ${archLeftward(172, sill, 46)} Z`],
  glass: cabGlass,
  trim: [`M88 ${sill - 14} h48 v12 h-48 Z`, "M330 246 h190 v12 h-190 Z"],
  pale: ["M338 214 h182 v20 h-182 Z", "M338 214 v-34 h6 v34 Z", "M514 214 v-34 h6 v34 Z"],
  wheels: [wheelOnGround(172, wheelRadius), wheelOnGround(440, wheelRadius)],
  headlight: "M90 200 l22 -4 l-1 12 l-21 3 Z",
  focus: { front: [160, 210], wheel: [440, 260] },
};

export const van: Silhouette = {
  painted: [
    `M92 ${sill} L90 214 L104 188 L160 176 L214 100 L506 98 L512 110 L514 ${sill} ${archLeftward(436, sill, 44)} ${archLeftward(168, sill, 44)} Z`,
  ],
  glass: ["M172 172 L220 108 L262 108 L262 172 Z", "M268 172 L268 108 L318 108 L318 172 Z"],
  trim: [
    `M88 ${sill - 14} h46 v12 h-46 Z`,
    `M478 ${sill - 12} h38 v10 h-38 Z`,
    "M330 110 v150 M332 180 h18",
  ],
  pale: [],
  wheels: [wheelOnGround(168, 38), wheelOnGround(436, 38)],
  headlight: "M92 196 l22 -5 l-1 12 l-21 4 Z",
  taillight: "M512 150 l-8 0 l0 30 l9 0 Z",
  focus: { front: [170, 190], wheel: [168, 262] },
};

export const truck: Silhouette = {
  painted: [`M86 266 L86 118 L100 92 L214 88 L222 100 L222 266 Z`],
  glass: ["M96 150 L104 104 L206 102 L206 150 Z"],
  trim: ["M80 248 h144 v18 h-144 Z", "M218 250 h312 v14 h-312 Z"],
  pale: ["M230 78 h300 v172 h-300 Z"],
  wheels: [wheelOnGround(150, 40), wheelOnGround(420, 40), wheelOnGround(478, 40)],
  headlight: "M86 222 h26 v14 h-26 Z",
  taillight: "M524 226 h8 v18 h-8 Z",
  focus: { front: [150, 170], wheel: [420, 260] },
};

export const caravan: Silhouette = {
  painted: ["M160 236 L160 132 Q164 96 210 92 L506 92 Q522 92 522 108 L522 236 Z"],
  glass: ["M196 120 h74 v40 h-74 Z", "M404 120 h84 v40 h-84 Z"],
  trim: [
    "M60 262 L160 226 L160 234 L70 266 Z",
    "M80 262 v26 h8 v-26 Z",
    "M300 112 h52 v118 h-52 Z",
    "M156 236 h370 v14 h-370 Z",
    "M160 184 h362 v8 h-362 Z",
  ],
  pale: [],
  wheels: [wheelOnGround(366, 30), wheelOnGround(430, 30)],
  taillight: "M518 210 h8 v16 h-8 Z",
  focus: { front: [250, 185], wheel: [398, 270] },
};

export const motorcycle: Silhouette = {
  painted: [
    "M232 168 Q262 138 318 144 L352 160 L336 190 L250 194 Z",
    "M150 196 Q168 150 214 150 L236 170 L190 206 Z",
  ],
  glass: ["M176 152 Q190 120 214 118 L220 146 Z"],
  trim: [
    "M340 156 Q390 150 420 170 L414 180 L338 172 Z",
    "M250 194 L336 190 L372 246 L300 252 Z",
    "M196 196 L166 246 L174 250 L206 204 Z",
    "M336 196 L418 246 L410 254 L330 206 Z",
    "M298 244 h92 v10 h-92 Z",
    "M204 132 l-14 -16 l8 -4 l14 16 Z",
  ],
  pale: [],
  wheels: [
    { cx: 170, cy: 250, r: 50 },
    { cx: 418, cy: 250, r: 50 },
  ],
  headlight: "M150 180 l16 -8 l6 14 l-16 6 Z",
  taillight: "M414 168 l12 -2 l2 8 l-12 2 Z",
  focus: { front: [220, 180], wheel: [170, 250] },
};
