import { describe, expect, it } from "vitest";
import {
  formatAverageRating,
  formatReviewCount,
  ratingStars,
  showsReviews,
  timeAgo,
} from "./reviews.ts";

describe("showsReviews", () => {
  const settings = { hidden: false, minimumRating: 4 };

  it("shows reviews only above the minimum rating", () => {
    expect(showsReviews("4.5", settings)).toBe(true);
    expect(showsReviews("4.0", settings)).toBe(false);
    expect(showsReviews("3.9", settings)).toBe(false);
    expect(showsReviews("3.9", { ...settings, minimumRating: 3.5 })).toBe(true);
  });

  it("hides reviews the site hides", () => {
    expect(showsReviews("4.9", { ...settings, hidden: true })).toBe(false);
  });
});

describe("formatting", () => {
  it("gives the average to one decimal and the count with thousands separators", () => {
    expect(formatAverageRating("4.46")).toBe("4.5");
    expect(formatAverageRating("4")).toBe("4.0");
    expect(formatReviewCount(928)).toBe("928");
    expect(formatReviewCount(12840)).toBe("12,840");
  });
});

describe("ratingStars", () => {
  it("draws up to 4 full stars and one partial", () => {
    expect(ratingStars(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(ratingStars(3.2)).toEqual([1, 1, 1, 0.2]);
    expect(ratingStars(5)).toEqual([1, 1, 1, 1, 1]);
    expect(ratingStars(4)).toEqual([1, 1, 1, 1]);
    expect(ratingStars(0)).toEqual([]);
  });
});

describe("timeAgo", () => {
  const now = new Date("2026-06-30T10:00:00Z");
  it("says how long ago a review was written", () => {
    expect(timeAgo("2026-06-30", now)).toBe("today");
    expect(timeAgo("2026-06-29", now)).toBe("yesterday");
    expect(timeAgo("2026-06-16", now)).toBe("2 weeks ago");
    expect(timeAgo("2026-03-01", now)).toBe("4 months ago");
    expect(timeAgo("2024-05-01", now)).toBe("2 years ago");
  });
});
