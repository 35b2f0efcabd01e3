import { afterEach, describe, expect, it } from "vitest";
import { localDateTime } from "./local-time.ts";
import { reuseZoneOffsets, takingZoneOffsets, zoneOffset } from "./zone-offset.ts";

const sydney = "Australia/Sydney";
const summer = Date.parse("2026-11-25T13:30:00.000Z");

describe("a time zone's offsets, read on the server and again in the browser", () => {
  afterEach(() => reuseZoneOffsets({}));

  it("reads daylight saving: Sydney is +11 in summer, +10 in winter", () => {
    expect(zoneOffset(sydney, summer)).toBe(660);
    expect(zoneOffset(sydney, Date.parse("2026-06-30T14:00:00.000Z"))).toBe(600);
  });

  it("gives the browser the offsets a render read, which it then reads the same", () => {
    const [day, offsets] = takingZoneOffsets(() => localDateTime(new Date(summer), sydney).day);
    expect(day).toBe("2026-11-26");
    expect(offsets).toEqual({ [`${sydney}|${summer}`]: 660 });
    // Outside a render nothing is taken.
    zoneOffset("Australia/Perth", summer);
    expect(takingZoneOffsets(() => null)[1]).toEqual({});
    // The browser reads what the server gave (here a made-up +12), not its own zone data.
    reuseZoneOffsets({ [`${sydney}|${summer}`]: 720 });
    expect(localDateTime(new Date(summer), sydney)).toEqual({ day: "2026-11-26", time: "01:30" });
  });
});
