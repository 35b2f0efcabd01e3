const announcerId = "studio-announcer";

/** Says something to screen readers (politely) after a change they cannot see. */
export function announce(message: string): void {
  const region = document.getElementById(announcerId);
  if (!region) return;
  region.textContent = "";
  // A fresh text node after a tick, so repeating the same words is announced again.
  setTimeout(() => {
    region.textContent = message;
  }, 50);
}

/** The live region `announce` writes to; mount once. */
export function Announcer() {
  return <div id={announcerId} role="status" aria-live="polite" className="sr-only" />;
}
