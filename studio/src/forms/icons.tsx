import type * as React from "react";

/** The few stroke icons the editors' buttons draw; decorative, so hidden from assistive tech. */
function Icon({ children, ...props }: React.ComponentProps<"svg">) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

export const GripIcon = () => (
  <Icon>
    <circle cx="9" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="15" cy="18" r="1" />
  </Icon>
);

export const ArrowUpIcon = () => (
  <Icon>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);

export const ArrowDownIcon = () => (
  <Icon>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </Icon>
);

export const IndentIcon = () => (
  <Icon>
    <path d="M3 6h18M11 12h10M11 18h10M3 9l4 3-4 3" />
  </Icon>
);

export const OutdentIcon = () => (
  <Icon>
    <path d="M3 6h18M11 12h10M11 18h10M7 9l-4 3 4 3" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon>
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
  </Icon>
);

export const ChevronIcon = (props: React.ComponentProps<"svg">) => (
  <Icon {...props}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
