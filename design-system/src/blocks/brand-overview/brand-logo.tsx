import { cn } from "../../lib/cn.ts";

/** A brand's logo, or its first letter in a tile when it has none. */
export function BrandLogo({
  title,
  src,
  className,
}: {
  title: string;
  src: string | undefined;
  className?: string;
}) {
  if (src)
    return (
      <img
        data-slot="brand-logo"
        src={src}
        alt={`${title} logo`}
        width={96}
        height={96}
        className={cn("size-24 object-contain", className)}
      />
    );
  return (
    <span
      data-slot="brand-logo"
      data-fallback="letter"
      role="img"
      aria-label={`${title} logo`}
      className={cn(
        "flex size-24 items-center justify-center rounded-full bg-primary font-bold font-heading text-4xl text-primary-foreground",
        className,
      )}
    >
      {title.trim().slice(0, 1).toUpperCase()}
    </span>
  );
}
