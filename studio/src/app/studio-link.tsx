import type * as React from "react";
import type { StudioRoute } from "./studio-route.ts";
import { hrefOf, navigate } from "./use-studio-route.ts";

type StudioLinkProps = Omit<React.ComponentProps<"a">, "href"> & { to: StudioRoute };

/** A real link (open in a new tab works) that changes screen without reloading the studio. */
export function StudioLink({ to, onClick, ...props }: StudioLinkProps) {
  return (
    <a
      href={hrefOf(to)}
      onClick={(event) => {
        onClick?.(event);
        const plain = !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        if (event.defaultPrevented || event.button !== 0 || !plain) return;
        event.preventDefault();
        navigate(to);
      }}
      {...props}
    />
  );
}
