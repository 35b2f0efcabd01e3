/** Spec: "copied notice 1500 ms; share window 550 by 400". */
export const copiedNoticeMs = 1500;
const shareWindow = { width: 550, height: 400 } as const;

export type ShareTarget = "facebook" | "x" | "linkedin" | "whatsapp" | "email" | "sms";

type ShareLink = {
  target: ShareTarget;
  label: string;
  href: string;
  /** Social sites open in a small window of their own; the rest hand over to an app. */
  opensWindow: boolean;
};

/** Where a shopper can share a vehicle page: social sites, WhatsApp, email and text message. */
export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(`${title} ${pageUrl}`);
  return [
    {
      target: "facebook",
      label: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      opensWindow: true,
    },
    {
      target: "x",
      label: "X",
      href: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(title)}`,
      opensWindow: true,
    },
    {
      target: "linkedin",
      label: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      opensWindow: true,
    },
    {
      target: "whatsapp",
      label: "WhatsApp",
      href: `https://wa.me/?text=${text}`,
      opensWindow: false,
    },
    {
      target: "email",
      label: "Email",
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${url}`,
      opensWindow: false,
    },
    { target: "sms", label: "Text message", href: `sms:?&body=${text}`, opensWindow: false },
  ];
}

/** The `window.open` features of the share window: 550 by 400, centred on the shopper's window. */
export function shareWindowFeatures(screen: {
  left: number;
  top: number;
  width: number;
  height: number;
}) {
  const left = Math.round(screen.left + (screen.width - shareWindow.width) / 2);
  const top = Math.round(screen.top + (screen.height - shareWindow.height) / 2);
  return `width=${shareWindow.width},height=${shareWindow.height},left=${left},top=${top},noopener`;
}
