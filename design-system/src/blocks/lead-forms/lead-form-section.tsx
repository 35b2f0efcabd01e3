import { type ReactNode, Suspense, useEffect, useId, useState } from "react";
import { Card, CardContent, CardHeader } from "../../ui/card/card.tsx";

/**
 * A lead form shown on its page, titled. A form whose code loads apart (`lazy`) is drawn once
 * the page is in the browser: the server sends the section without it.
 */
export function LeadFormSection({
  title,
  slot,
  clientOnly = false,
  children,
}: {
  title: string;
  slot: string;
  clientOnly?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return (
    <Card data-slot={slot} aria-labelledby={headingId} role="region" className="max-w-2xl">
      <CardHeader>
        <h2 id={headingId} className="font-heading font-semibold text-lg leading-tight">
          {title}
        </h2>
      </CardHeader>
      <CardContent>
        {clientOnly && !inBrowser ? null : <Suspense fallback={null}>{children}</Suspense>}
      </CardContent>
    </Card>
  );
}
