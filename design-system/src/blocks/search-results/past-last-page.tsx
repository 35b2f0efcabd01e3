import { SiteLink } from "../../renderer/site-link.tsx";
import { buttonVariants } from "../../ui/button/button.tsx";

/** An address past the last page (an old link after stock sold): a way back to the results. */
export function PastLastPage({
  lastPage,
  lastPageHref,
}: {
  lastPage: number;
  lastPageHref: string;
}) {
  return (
    <div
      data-slot="past-last-page"
      role="status"
      className="rounded-lg border bg-card p-6 text-card-foreground"
    >
      <p className="font-medium">There are no more vehicles on this page.</p>
      <SiteLink
        href={lastPageHref}
        className={buttonVariants({ variant: "outline", className: "mt-4" })}
      >
        Go to page {lastPage}
      </SiteLink>
    </div>
  );
}
