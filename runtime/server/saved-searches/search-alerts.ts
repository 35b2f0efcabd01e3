import {
  alertDue,
  searchAlertIntervalMs,
  searchNews,
} from "@storefront/rules/shopper/saved-search-alerts";
import type { SiteDefinition } from "@storefront/schemas";
import { failureMessage, PermanentDeliveryError } from "../outbox/delivery-failure.ts";
import { sendLeadEmail } from "../outbox/lead-email.ts";
import { deliveryRetryDelaysMs, nextAttemptAt } from "../outbox/retry-schedule.ts";
import type { SiteEngines } from "../site-engines.ts";
import type { Store } from "../store/open-store.ts";
import type { SearchAlert } from "../store/shoppers/search-alerts.ts";
import { alertMessage } from "./alert-message.ts";
import { searchMatches } from "./search-matches.ts";
import { smsSenderFromEnv } from "./sms-sender.ts";
import type { UnsubscribeTokens } from "./unsubscribe-token.ts";

type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type SearchAlertOptions = {
  /** Where SMTP settings are read, by the names the sites give. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Least time between two alerts of one search (a day; tests shorten it). */
  intervalMs?: number;
  /** Waits between attempts to send one alert (the lead outbox's schedule by default). */
  retryDelaysMs?: readonly number[];
  smtpTimeoutMs?: number;
  now?: () => Date;
};

export type SearchAlerts = {
  /** Matches every search with alerts on against the stock now; answers the alerts queued. */
  check: () => Promise<number>;
  /** Sends the alerts due now; answers how many were tried. */
  sendDue: () => Promise<number>;
};

const silent: Log = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Saved-search alerts: `check` runs each search with alerts on through the site's engine and,
 * when it finds new matches or price drops and the search had no alert in the last day, queues
 * one (with the matches it told of) in the store's alert outbox; `sendDue` sends the outbox by
 * the site's mail settings, and by text message to the shopper's phone where the server has a
 * provider (sms-sender.ts), retrying on the lead outbox's schedule.
 */
export function createSearchAlerts(
  context: {
    store: Store;
    sites: readonly SiteDefinition[];
    engines: SiteEngines;
    tokens: UnsubscribeTokens;
    log?: Log;
  },
  options: SearchAlertOptions = {},
): SearchAlerts {
  const { store, tokens } = context;
  const log = context.log ?? silent;
  const now = options.now ?? (() => new Date());
  const env = options.env ?? process.env;
  const intervalMs = options.intervalMs ?? searchAlertIntervalMs;
  const sms = smsSenderFromEnv(env);

  async function checkSite(site: SiteDefinition): Promise<number> {
    let queued = 0;
    for (const search of await store.searchesWithAlerts(site.slug)) {
      const at = now();
      if (!alertDue(search.last_alerted_at, at, intervalMs)) continue;
      const matches = await searchMatches(site, context.engines, search, at);
      if (!matches) continue;
      const news = searchNews(search.knownMatches, matches);
      if (!news.newMatches.length && !news.priceDrops.length) continue;
      const message = alertMessage(site, search, news, tokens.tokenFor(site.slug, search.id));
      const sent = await store.queueSearchAlert(
        site.slug,
        {
          savedSearchId: search.id,
          knownMatches: news.knownMatches,
          notBefore: new Date(at.getTime() - intervalMs),
          recipients: [
            { channel: "email" as const, to: search.email },
            ...(sms && search.phone ? [{ channel: "sms" as const, to: search.phone }] : []),
          ],
          message,
        },
        at,
      );
      if (sent) queued++;
    }
    return queued;
  }

  async function send(site: SiteDefinition, alert: SearchAlert): Promise<void> {
    const details = { site: site.slug, alert: alert.id, search: alert.saved_search_id };
    try {
      if (alert.channel === "sms") {
        if (!sms) throw new PermanentDeliveryError("The server has no text message provider now");
        await sms(alert.recipient, alert.message.sms);
      } else
        await sendLeadEmail(
          {
            settings: site.integrations.leads.mail,
            fallbackFrom: `noreply@${site.domains[0] ?? "localhost"}`,
            senderName: site.name,
            env,
            timeoutMs: options.smtpTimeoutMs ?? 30_000,
          },
          {
            to: alert.recipient,
            subject: alert.message.subject,
            text: alert.message.text,
            messageId: `<${alert.id}@saved-search-alert>`,
            headers: {
              "List-Unsubscribe": `<${alert.message.unsubscribeUrl}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            },
          },
        );
      await store.markAlertSent(site.slug, alert.id, now());
      log.info(details, "saved search alert sent");
    } catch (error) {
      const message = failureMessage(error);
      const retryAt =
        error instanceof PermanentDeliveryError
          ? null
          : nextAttemptAt(alert.attempts, now(), options.retryDelaysMs ?? deliveryRetryDelaysMs);
      await store.markAlertFailed(site.slug, alert.id, { error: message, retryAt });
      log.warn({ ...details, error: message, retryAt }, "saved search alert not sent");
    }
  }

  return {
    async check() {
      let queued = 0;
      for (const site of context.sites) {
        try {
          queued += await checkSite(site);
        } catch (error) {
          log.error({ site: site.slug, err: error }, "saved searches not matched");
        }
      }
      return queued;
    },
    async sendDue() {
      let tried = 0;
      for (const site of context.sites) {
        const due = await store.claimDueAlerts(site.slug, {
          limit: 20,
          claimMs: 2 * (options.smtpTimeoutMs ?? 30_000) + 60_000,
          now: now(),
        });
        await Promise.all(due.map((alert) => send(site, alert)));
        tried += due.length;
      }
      return tried;
    },
  };
}
