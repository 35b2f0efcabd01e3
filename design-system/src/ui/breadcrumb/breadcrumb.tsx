import { Slot } from "@radix-ui/react-slot";
import { ChevronRightIcon } from "lucide-react";
import type * as React from "react";
import { isValidElement } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

/*
 * nav > ol of links ending in the current page (aria-current="page"). Structured data for search
 * engines is the trail block's BreadcrumbList JSON-LD, published once per page.
 */

export function Breadcrumb({
  "aria-label": label = "Breadcrumb",
  ...props
}: React.ComponentProps<"nav">) {
  return <nav data-slot="breadcrumb" aria-label={label} {...props} />;
}

export function BreadcrumbList({ className, ...props }: React.ComponentProps<"ol">) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn(
        "flex flex-wrap items-center gap-1.5 break-words text-muted-foreground text-sm",
        className,
      )}
      {...props}
    />
  );
}

export function BreadcrumbItem({ className, ...props }: React.ComponentProps<"li">) {
  return (
    <li
      data-slot="breadcrumb-item"
      className={cn("inline-flex items-center gap-1.5", className)}
      {...props}
    />
  );
}

type BreadcrumbLinkProps = React.ComponentProps<"a"> & {
  /** Style the single child link (for example a router <Link>) instead. */
  asChild?: boolean;
};

export function BreadcrumbLink({
  className,
  asChild = false,
  children,
  ...props
}: BreadcrumbLinkProps) {
  const linkProps = {
    "data-slot": "breadcrumb-link",
    className: cn(
      // 24 px tall, so a link keeps WCAG 2.5.8's target size beside whatever block comes next.
      "inline-flex min-h-6 items-center rounded-sm text-foreground underline decoration-ring underline-offset-4 hover:decoration-foreground",
      focusRing,
      className,
    ),
    ...props,
  };
  if (asChild && isValidElement<{ children?: React.ReactNode }>(children)) {
    return <Slot {...linkProps}>{children}</Slot>;
  }
  return <a {...linkProps}>{children}</a>;
}

/** The current page: the last item, not a link. */
export function BreadcrumbPage({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn("font-medium text-foreground", className)}
      {...props}
    />
  );
}

export function BreadcrumbSeparator({ className, children, ...props }: React.ComponentProps<"li">) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn("[&>svg]:size-3.5", className)}
      {...props}
    >
      {children ?? <ChevronRightIcon />}
    </li>
  );
}
