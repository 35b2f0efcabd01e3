import {
  copiedNoticeMs,
  type ShareTarget,
  shareLinks,
  shareWindowFeatures,
} from "@storefront/rules/vehicle/actions/share-links";
import {
  CopyIcon,
  ExternalLinkIcon,
  MailIcon,
  MessageCircleIcon,
  MessageSquareTextIcon,
} from "lucide-react";
import { type RefObject, useEffect, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog/dialog.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";

const icons: Record<ShareTarget, typeof CopyIcon> = {
  facebook: ExternalLinkIcon,
  x: ExternalLinkIcon,
  linkedin: ExternalLinkIcon,
  whatsapp: MessageCircleIcon,
  email: MailIcon,
  sms: MessageSquareTextIcon,
};

type ShareDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  title: string;
  pageUrl: string;
};

/** Sharing a vehicle: social sites in a 550 by 400 window, apps by link, and copy link. */
export function ShareDialog({ open, onOpenChange, returnFocus, title, pageUrl }: ShareDialogProps) {
  const [copied, setCopied] = useState<"no" | "yes" | "failed">("no");
  useEffect(() => {
    if (copied === "no") return;
    const timer = setTimeout(() => setCopied("no"), copiedNoticeMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    navigator.clipboard.writeText(pageUrl).then(
      () => setCopied("yes"),
      () => setCopied("failed"),
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="share-dialog" returnFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>Share this vehicle</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">{title}</DialogDescription>
        </DialogHeader>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {shareLinks(pageUrl, title).map((link) => {
            const Icon = icons[link.target];
            return (
              <li key={link.target}>
                <LinkButton
                  variant="outline"
                  className="w-full justify-start"
                  href={link.href}
                  {...(link.opensWindow
                    ? {
                        target: "_blank",
                        rel: "noopener",
                        onClick: (event) => {
                          event.preventDefault();
                          window.open(link.href, "share", shareWindowFeatures(windowBox()));
                        },
                      }
                    : {})}
                >
                  <Icon aria-hidden />
                  {link.label}
                </LinkButton>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => void copy()}>
            <CopyIcon aria-hidden />
            Copy link
          </Button>
          <p role="status" data-slot="share-copied" className="text-sm">
            {copied === "yes"
              ? "Link copied"
              : copied === "failed"
                ? "The link could not be copied"
                : ""}
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const windowBox = () => ({
  left: window.screenX,
  top: window.screenY,
  width: window.outerWidth,
  height: window.outerHeight,
});
