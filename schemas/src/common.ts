import { z } from "zod";

/** Lower-case words joined by single hyphens: `dealer-group`, `used-cars`. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens");

/** An ISO 8601 date (`2026-06-30`) or date-time (`2026-06-30T00:00:00Z`). */
export const isoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "Use an ISO date such as 2026-06-30 or 2026-06-30T09:00:00+10:00",
});

const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat("en-AU", { timeZone: name });
    return name.includes("/") || name === "UTC";
  } catch {
    return false;
  }
};

/** An IANA time zone name, `Australia/Sydney`: dates alone in settings are whole days there. */
export const timeZone = z.string().refine(isTimeZone, {
  error: (issue) =>
    `"${String(issue.input)}" is no time zone: use an IANA name such as Australia/Sydney or Australia/Perth`,
});

/** 24-hour clock time, `08:30`. */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 08:30");

/** The name of an environment variable: where a secret lives, never in a definition. */
export const environmentVariableName = z
  .string()
  .regex(
    /^[A-Z_][A-Z0-9_]*$/,
    "Name an environment variable: capital letters, digits and underscores, such as SMTP_HOST",
  );

export const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "Use a six-digit hex colour such as #1a2b3c");

const unsafeScheme = /^\s*(javascript|data|vbscript):/i;

/**
 * Why a link that starts with "/" would leave the site, or undefined when it stays: browsers
 * read `//host/x` and `/\host/x` (backslash as slash) as another host, and drop tabs and line
 * breaks before they do, so `/\t/host` is one too.
 */
function offSitePathProblem(value: string): string | undefined {
  if (/[\p{Cc}\\]/u.test(value))
    return "A site path may not hold a backslash, tab, line break or other control character";
  if (value.startsWith("//")) return "A site path may not start with // (that names another host)";
  return undefined;
}

/** A path on this site, starting with one "/". */
export const onSitePath = z
  .string()
  .startsWith("/", "Use a site path starting with /")
  .superRefine((value, ctx) => {
    const problem = offSitePathProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/**
 * Checks an address a browser follows: no script or data scheme, no site path that leaves the
 * site, and one of the forms `allowed` matches (`hint` says which those are).
 */
const followable =
  (noun: string, allowed: RegExp, hint: string) =>
  (value: string, ctx: z.RefinementCtx<string>) => {
    if (!value) return; // reported once, as empty
    const offSite = value.startsWith("/") ? offSitePathProblem(value) : undefined;
    if (unsafeScheme.test(value)) {
      ctx.addIssue({
        code: "custom",
        message: `${noun} may not use the javascript: or data: scheme`,
      });
    } else if (offSite) {
      ctx.addIssue({ code: "custom", message: offSite });
    } else if (!allowed.test(value)) {
      ctx.addIssue({ code: "custom", message: hint });
    }
  };

/**
 * A link a shopper can follow: a site path (`/finance`), an anchor (`#vehicle-map`), or an
 * http(s), mailto, tel or sms URL. Script and data URLs are refused.
 */
export const safeLink = z
  .string()
  .min(1, "A link cannot be empty")
  .superRefine(
    followable(
      "Links",
      /^(\/|#|https?:\/\/|mailto:|tel:|sms:)/i,
      "Use a site path (/finance), an anchor (#map), or an http(s), mailto, tel or sms link",
    ),
  );

/** An image or media address: a site path or an http(s) URL. */
export const mediaUrl = z
  .string()
  .min(1)
  .superRefine(
    followable(
      "Media",
      /^(\/|https?:\/\/)/i,
      "Use a site path (/images/logo.svg) or an http(s) URL",
    ),
  );

export const australianState = z.enum(["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"]);

export const postcode = z.string().regex(/^\d{4}$/, "Use a 4-digit postcode");

/**
 * What a schema says about a field beyond its shape, through `.meta()`: `title` (its label in
 * the studio and in SETTINGS.md), `description` (what it changes), and for an enum the names of
 * its values where a value reads poorly as a label ("360-finance" -> "360 Finance").
 */
declare module "zod" {
  interface GlobalMeta {
    /** Display names for enum values; values not listed are shown in words. */
    optionLabels?: Record<string, string> | undefined;
  }
}
