import type { BlockProps } from "@storefront/schemas";
import { cva } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { IconButton } from "../../ui/button/button.tsx";
import { useDismissed } from "./use-dismissed.ts";

export type AnnouncementBarProps = BlockProps<"announcement-bar"> & {
  /** Session key for the dismissal; defaults to the message, so a new message shows again. */
  dismissKey?: string;
};

const announcementBarVariants = cva("w-full text-sm", {
  variants: {
    tone: {
      primary: "bg-primary text-primary-foreground",
      accent: "bg-accent text-accent-foreground",
      neutral: "border-b bg-muted text-foreground",
    },
  },
  defaultVariants: { tone: "primary" },
});

// The bar's own text colour keeps the focus outline visible on every tone's background.
const onBarFocus = "focus-visible:outline-current";

export function AnnouncementBar({
  message,
  link,
  dismissible,
  tone,
  dismissKey = message,
}: AnnouncementBarProps) {
  const [dismissed, dismiss] = useDismissed(dismissKey);
  if (dismissible && dismissed) return null;

  return (
    <section
      aria-label="Announcement"
      data-slot="announcement-bar"
      data-tone={tone}
      className={announcementBarVariants({ tone })}
    >
      <div className="mx-auto flex w-full max-w-7xl items-center gap-2 px-4 py-2">
        <p className="min-w-0 flex-1 text-center">
          {message}
          {link ? (
            <>
              {" "}
              <SiteLink
                href={link.href}
                className={`rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 ${onBarFocus}`}
              >
                {link.label}
              </SiteLink>
            </>
          ) : null}
        </p>
        {dismissible ? (
          <IconButton
            label="Dismiss announcement"
            size="sm"
            onClick={dismiss}
            className={`-my-1 text-current hover:bg-transparent hover:inset-ring-2 hover:inset-ring-current/40 ${onBarFocus}`}
          >
            <XIcon aria-hidden="true" />
          </IconButton>
        ) : null}
      </div>
    </section>
  );
}
