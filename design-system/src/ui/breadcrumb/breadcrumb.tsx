import { Slot } from "@radix-ui/react-slot";
import { ChevronRightIcon } from "lucide-react";
import type * as React from "react";
import { cloneElement, isValidElement } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

/*
 * nav > ol of links ending in the current page (aria-current="page"). The list carries
 * schema.org BreadcrumbList microdata with each item's position, so search engines get the trail
 * without an inline script.
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
      itemScope
      itemType="https://schema.org/BreadcrumbList"
      className={cn(
        "flex flex-wrap items-center gap-1.5 break-words text-muted-foreground text-sm",
        className,
      )}
      {...props}
    />
  );
}

type BreadcrumbItemProps = React.ComponentProps<"li"> & {
  /** 1-based position in the trail, published as structured data. */
  position: number;
};

export function BreadcrumbItem({ className, position, children, ...props }: BreadcrumbItemProps) {
  return (
    <li
      data-slot="breadcrumb-item"
      itemProp="itemListElement"
      itemScope
      itemType="https://schema.org/ListItem"
      className={cn("inline-flex items-center gap-1.5", className)}
      {...props}
    >
      {children}
      <meta data-slot="breadcrumb-position" itemProp="position" content={String(position)} />
    </li>
  );
}

type BreadcrumbLinkProps = React.ComponentProps<"a"> & {
  /** Style and annotate the single child link (for example a router <Link>) instead. */
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
    itemProp: "item",
    className: cn(
      "rounded-sm text-foreground underline decoration-ring underline-offset-4 hover:decoration-foreground",
      focusRing,
      className,
    ),
    ...props,
  };
  if (asChild && isValidElement<{ children?: React.ReactNode }>(children)) {
    return (
      <Slot {...linkProps}>
        {cloneElement(
          children,
          undefined,
          <span data-slot="breadcrumb-name" itemProp="name">
            {children.props.children}
          </span>,
        )}
      </Slot>
    );
  }
  return (
    <a {...linkProps}>
      <span data-slot="breadcrumb-name" itemProp="name">
        {children}
      </span>
    </a>
  );
}

/** The current page: the last item, not a link. */
export function BreadcrumbPage({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      itemProp="name"
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
