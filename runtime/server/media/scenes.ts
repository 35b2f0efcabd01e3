/**
 * Gallery views: each view number picks a backdrop and a framing, so a vehicle's photos are not
 * all the same picture. Views past the last scene repeat them facing the other way.
 */
export interface Scene {
  name: string;
  sky: [string, string];
  ground: string;
  /** Road markings or a horizon line, drawn over the ground. */
  groundDetail?: string;
  /** Zoom factor and the silhouette feature to centre on. */
  zoom: number;
  centre: "whole" | "front" | "wheel";
  facingRight: boolean;
  lightsOn?: boolean;
}

const scenes: readonly Scene[] = [
  {
    name: "studio",
    sky: ["#f4f5f7", "#dfe2e6"],
    ground: "#cfd3d8",
    zoom: 1,
    centre: "whole",
    facingRight: false,
  },
  {
    name: "studio, other side",
    sky: ["#f7f3ee", "#e4ddd4"],
    ground: "#d3cbc0",
    zoom: 1,
    centre: "whole",
    facingRight: true,
  },
  {
    name: "street",
    sky: ["#9cc9ee", "#dcecf8"],
    ground: "#5d6166",
    groundDetail:
      '<path d="M0 352 H600" stroke="#f2f2f2" stroke-width="5" stroke-dasharray="38 26"/>',
    zoom: 0.9,
    centre: "whole",
    facingRight: false,
  },
  {
    name: "front detail",
    sky: ["#eef0f3", "#d5d9de"],
    ground: "#c4c9cf",
    zoom: 1.7,
    centre: "front",
    facingRight: false,
  },
  {
    name: "dusk",
    sky: ["#1f2a4a", "#6b4c74"],
    ground: "#2a2b33",
    zoom: 0.95,
    centre: "whole",
    facingRight: true,
    lightsOn: true,
  },
  {
    name: "wheel detail",
    sky: ["#f1f2f4", "#d9dce0"],
    ground: "#c9cdd2",
    zoom: 2.3,
    centre: "wheel",
    facingRight: false,
  },
  {
    name: "outdoors",
    sky: ["#b7dcf5", "#eaf5fc"],
    ground: "#7ea35c",
    groundDetail: '<path d="M0 312 Q150 296 300 310 T600 306 V400 H0 Z" fill="#6d9150"/>',
    zoom: 0.85,
    centre: "whole",
    facingRight: false,
  },
  {
    name: "showroom",
    sky: ["#3a3f47", "#5b6169"],
    ground: "#24272c",
    groundDetail: '<path d="M0 300 H600" stroke="#8a9099" stroke-width="2"/>',
    zoom: 1,
    centre: "whole",
    facingRight: true,
    lightsOn: true,
  },
];

export function sceneForView(view: number): Scene {
  const index = (view - 1) % scenes.length;
  const base = scenes[index]!;
  const flipped = Math.floor((view - 1) / scenes.length) % 2 === 1;
  return flipped ? { ...base, facingRight: !base.facingRight } : base;
}
