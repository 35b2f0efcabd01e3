import { formatDate } from "@storefront/rules/formatting/format";
import { priceText } from "@storefront/rules/pricing/price";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { keyInformationEntries } from "@storefront/rules/vehicle/details/key-information";
import { isSold } from "@storefront/rules/vehicle/status/availability";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import PDFDocument from "pdfkit";

const margin = 50;

/**
 * The vehicle's details as an A4 PDF: title, price, where it is, its specifications, the dealer's
 * comments and the page's address. Built from the same rules as the page, so both say the same.
 */
export function vehiclePdf(
  vehicle: VehicleRecord,
  site: SiteDefinition,
  pageUrl: string,
): Promise<Buffer> {
  const title = vehicleTitle(vehicle);
  const doc = new PDFDocument({
    size: "A4",
    margin,
    info: { Title: title, Author: site.name, Subject: pageUrl },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica").fontSize(10).fillColor("#555555").text(site.name);
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(20).fillColor("#000000").text(title);
  doc
    .moveDown(0.3)
    .fontSize(16)
    .text(isSold(vehicle) ? "SOLD" : priceText(vehicle.price, site.search.noPriceText));
  if (vehicle.price_type && !isSold(vehicle)) {
    doc.font("Helvetica").fontSize(10).fillColor("#555555").text(vehicle.price_type);
  }
  const where = vehicle.location?.name ?? vehicle.dealership_name;
  if (where) doc.moveDown(0.5).font("Helvetica").fontSize(11).fillColor("#000000").text(where);

  heading(doc, "Key Information");
  for (const { label, value } of keyInformationEntries(vehicle)) {
    doc.font("Helvetica-Bold").fontSize(11).text(`${label}: `, { continued: true });
    doc.font("Helvetica").text(value);
  }
  if (vehicle.dealercomments?.trim()) {
    heading(doc, "Dealer Comments");
    doc.font("Helvetica").fontSize(11).text(vehicle.dealercomments.trim());
  }
  if (vehicle.standardEquipment?.length) {
    heading(doc, "Features");
    doc.font("Helvetica").fontSize(11).list(vehicle.standardEquipment, { bulletRadius: 2 });
  }
  doc
    .moveDown(1.5)
    .fontSize(9)
    .fillColor("#555555")
    .text(`${pageUrl}\nPrinted ${formatDate(new Date().toISOString())}`, { link: pageUrl });
  doc.end();
  return done;
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(1).font("Helvetica-Bold").fontSize(14).fillColor("#000000").text(text);
  doc.moveDown(0.3);
}
