// Apart from the share links, which load with the share dialog: these are on the page at once.

/** The printable page of a vehicle, and its PDF. */
export const printHref = (slug: string) => `/print?car_id=${encodeURIComponent(slug)}`;
export const pdfHref = (slug: string) => `/api/cars/${encodeURIComponent(slug)}/pdf`;
