import type { KeyInformationEntry } from "@storefront/rules/vehicle/details/key-information";
import { PrinterIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "../../ui/button/button.tsx";
import { VehicleCardImage } from "../vehicle-card/vehicle-card-image.tsx";
import { VehicleCardPrice } from "../vehicle-card/vehicle-card-price.tsx";

type VehiclePrintSheetData = {
  title: string;
  photoUrl: string | undefined;
  price: { price: number; priceType: string | undefined; sold: boolean; noPriceText: string };
  entries: readonly KeyInformationEntry[];
  comments: string;
  features: readonly string[];
  /** Where the car is: its dealership's name and phone. */
  dealer: { name: string | undefined; phone: string | undefined };
  pageUrl: string;
};

/** The vehicle on one printable page, with a button that opens the browser's print dialog. */
export function VehiclePrintSheet({
  title,
  photoUrl,
  price,
  entries,
  comments,
  features,
  dealer,
  pageUrl,
}: VehiclePrintSheetData) {
  const id = useId();
  return (
    <article
      data-slot="vehicle-print-sheet"
      className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 print:max-w-none print:p-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="font-bold font-heading text-3xl leading-tight">{title}</h1>
          <VehicleCardPrice
            price={price.price}
            priceType={price.priceType}
            noPriceText={price.noPriceText}
            sold={price.sold}
          />
        </div>
        <Button className="print:hidden" onClick={() => window.print()}>
          <PrinterIcon aria-hidden />
          Print this page
        </Button>
      </header>
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <div className="overflow-hidden rounded-md">
          <VehicleCardImage src={photoUrl} alt={title} priority />
        </div>
        <section aria-labelledby={`${id}-key-information`} className="grid content-start gap-2">
          <h2 id={`${id}-key-information`} className="font-heading font-semibold text-xl">
            Key Information
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {entries.map((entry) => (
              <div key={entry.label} className="contents">
                <dt className="text-muted-foreground">{entry.label}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      {comments.trim() ? (
        <section aria-labelledby={`${id}-comments`} className="grid gap-2">
          <h2 id={`${id}-comments`} className="font-heading font-semibold text-xl">
            Dealer Comments
          </h2>
          <p className="whitespace-pre-line">{comments}</p>
        </section>
      ) : null}
      {features.length ? (
        <section aria-labelledby={`${id}-features`} className="grid gap-2">
          <h2 id={`${id}-features`} className="font-heading font-semibold text-xl">
            Features
          </h2>
          <ul className="list-disc columns-2 gap-8 pl-5">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <footer className="grid gap-1 border-border border-t pt-4 text-sm">
        {dealer.name ? <p className="font-semibold">{dealer.name}</p> : null}
        {dealer.phone ? <p>{dealer.phone}</p> : null}
        <p className="[overflow-wrap:anywhere]">{pageUrl}</p>
      </footer>
    </article>
  );
}
