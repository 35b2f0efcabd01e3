import { cn } from "@storefront/design-system/lib/cn.ts";
import { DynamicIcon, type IconName } from "lucide-react/dynamic";
import { memo } from "react";

const placeholder = () => <span className="inline-block size-5" aria-hidden="true" />;

/** A block's lucide icon, loaded on demand (storefront pages never load block icons). */
export const BlockIcon = memo(function BlockIcon({
  name,
  className,
}: {
  name: IconName;
  className?: string;
}) {
  return (
    <DynamicIcon
      name={name}
      aria-hidden="true"
      fallback={placeholder}
      className={cn("size-5 shrink-0 text-muted-foreground", className)}
    />
  );
});
