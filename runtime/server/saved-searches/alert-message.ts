import { priceText } from "@storefront/rules/pricing/price";
import type { SearchNews } from "@storefront/rules/shopper/saved-search-alerts";
import type { SiteDefinition } from "@storefront/schemas";
import type { SavedSearch } from "../store/shoppers/saved-searches.ts";
import type { AlertMessage } from "../store/shoppers/search-alerts.ts";
import type { MatchedListing } from "./search-matches.ts";

/** Cars listed in one alert per kind; the rest are counted and the search link shows them. */
const listedPerKind = 10;

export const unsubscribePath = "/api/saved-searches/unsubscribe";

function subjectOf(news: SearchNews<MatchedListing>, title: string): string {
  const kinds = [
    news.newMatches.length ? "New matches" : "",
    news.priceDrops.length ? (news.newMatches.length ? "price drops" : "Price drops") : "",
  ].filter(Boolean);
  return `${kinds.join(" and ")} for your saved search: ${title}`;
}

/** An alert's email: what is new and cheaper, each car's link, the search's and the unsubscribe link. */
export function alertMessage(
  site: SiteDefinition,
  search: SavedSearch,
  news: SearchNews<MatchedListing>,
  unsubscribeToken: string,
): AlertMessage {
  const { origin } = search;
  const carUrl = (car: MatchedListing) => `${origin}/cars/${encodeURIComponent(car.slug)}`;
  const price = (amount: number) => priceText(amount, site.search.noPriceText);
  const more = (count: number) =>
    count > listedPerKind ? [`…and ${count - listedPerKind} more.`, ""] : [];
  const unsubscribeUrl = `${origin}${unsubscribePath}?token=${unsubscribeToken}`;
  const lines = [`Your saved search "${search.title}" at ${site.name} has news.`, ""];
  if (news.newMatches.length) {
    lines.push(`New matches (${news.newMatches.length}):`, "");
    for (const car of news.newMatches.slice(0, listedPerKind))
      lines.push(`${car.title}, ${price(car.price)}`, carUrl(car), "");
    lines.push(...more(news.newMatches.length));
  }
  if (news.priceDrops.length) {
    lines.push(`Price drops (${news.priceDrops.length}):`, "");
    for (const { car, was } of news.priceDrops.slice(0, listedPerKind))
      lines.push(`${car.title}, now ${price(car.price)} (was ${price(was)})`, carUrl(car), "");
    lines.push(...more(news.priceDrops.length));
  }
  const searchUrl = `${origin}${search.path}${search.query ? `?${search.query}` : ""}`;
  lines.push(
    `See every match: ${searchUrl}`,
    "",
    "You get at most one alert a day for this search.",
    `Stop these alerts (no sign-in needed): ${unsubscribeUrl}`,
    "",
  );
  const counts = [
    news.newMatches.length ? `${news.newMatches.length} new` : "",
    news.priceDrops.length ? `${news.priceDrops.length} cheaper` : "",
  ].filter(Boolean);
  return {
    subject: subjectOf(news, search.title),
    text: lines.join("\n"),
    sms: `${site.name}: ${counts.join(" and ")} for your saved search "${search.title}": ${searchUrl} Stop alerts: ${unsubscribeUrl}`,
    unsubscribeUrl,
  };
}
