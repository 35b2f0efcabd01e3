import type { BlockProps } from "@storefront/schemas";
import { useState } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { Skeleton } from "../../ui/skeleton/skeleton.tsx";
import type { GarageData } from "./garage-data.ts";
import { GarageSection } from "./garage-section.tsx";
import { garageSections } from "./garage-sections.tsx";

export type GarageProps = BlockProps<"garage"> & GarageData;

/**
 * The signed-in shopper's garage: the sections the site lists, in its order (saved cars with
 * their markers, enquiries, valuations, details to edit, and the download and deletion of their
 * data). Once the account is deleted, only that is said.
 */
export function Garage({ sections, status, garage, ...calls }: GarageProps) {
  const [deleted, setDeleted] = useState(false);
  if (deleted)
    return (
      <section
        data-slot="garage"
        data-state="deleted"
        className="flex flex-col items-start gap-4 py-4"
      >
        <p role="status" className="text-lg">
          Your account and data are deleted.
        </p>
        <LinkButton asChild variant="outline">
          <SiteLink href="/">Home</SiteLink>
        </LinkButton>
      </section>
    );
  return (
    <div
      data-slot="garage"
      data-state={status}
      aria-busy={status === "loading"}
      className="flex flex-col gap-8 py-4"
    >
      {status === "error" ? (
        <p role="alert" className="text-danger">
          Your garage could not be loaded. Please try again later.
        </p>
      ) : null}
      {status === "loading" || !garage
        ? status === "loading"
          ? sections.map((name) => <Skeleton key={name} className="h-32 w-full" />)
          : null
        : sections.map((name) => {
            const { title, Section } = garageSections[name];
            return (
              <GarageSection key={name} name={name} title={title}>
                <Section {...calls} garage={garage} onDeleted={() => setDeleted(true)} />
              </GarageSection>
            );
          })}
    </div>
  );
}
