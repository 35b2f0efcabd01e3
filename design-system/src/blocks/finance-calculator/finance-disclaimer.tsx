import { disclaimerPreview } from "@storefront/rules/finance/calculator";
import { useId, useState } from "react";
import { ShowMoreToggle } from "../../ui/show-more/show-more.tsx";

/**
 * The finance disclaimer: cut to its first 197 characters with 'Show More' / 'Show Less' where
 * the site offers the toggle, in full otherwise.
 */
export function FinanceDisclaimer({ text, toggle }: { text: string; toggle: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = toggle ? disclaimerPreview(text) : undefined;
  return (
    <div data-slot="finance-calculator-disclaimer" className="flex flex-col gap-1">
      <p id={id} className="text-muted-foreground text-sm">
        {preview && !expanded ? preview : text}
      </p>
      {preview ? (
        <ShowMoreToggle
          expanded={expanded}
          controls={id}
          onToggle={() => setExpanded((open) => !open)}
          more="Show More"
          less="Show Less"
        />
      ) : null}
    </div>
  );
}
