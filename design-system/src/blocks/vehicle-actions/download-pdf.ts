/** Fetches the PDF at `href` and saves it as `{slug}.pdf`; throws with a message the shopper reads. */
export async function downloadPdf(slug: string, href: string): Promise<void> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`The PDF could not be prepared (${response.status}).`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: `${slug}.pdf` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
