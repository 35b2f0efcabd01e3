import { describe, expect, it } from "vitest";
import { type AdfLead, type AdfParties, leadAdf } from "./adf.ts";

const parties: AdfParties = {
  vendor: {
    id: "17",
    name: "Harbour Toyota",
    email: "sales@harbour.example",
    phone: "02 9000 0000",
  },
  provider: { name: "Harbour Motor Group", url: "https://cars.harbour.example" },
};

const lead: AdfLead = {
  id: "lead-1",
  created_at: "2026-11-25T01:02:03.000Z",
  category: "Vehicle Enquiry",
  payload: {
    name: "Jo",
    last_name: "Citizen",
    email: "jo@example.com",
    phone: "0400 000 000",
    postcode: "2000",
    message: "Is it still available?",
    car_id: "123",
    stock_number: "S123",
    "Vehicle Make": "Toyota",
    "Vehicle Model": "Corolla",
    vehicle_status: "Used",
    source: "Website",
    additional_services: ["Finance"],
  },
};

describe("a lead as ADF 1.0 XML", () => {
  it("carries the prospect, vehicle, customer, vendor and provider", () => {
    expect(leadAdf(lead, parties)).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf>
  <prospect status="new">
    <id sequence="1" source="Harbour Motor Group">lead-1</id>
    <requestdate>2026-11-25T01:02:03.000Z</requestdate>
    <vehicle interest="buy" status="used">
      <id source="car_id">123</id>
      <make>Toyota</make>
      <model>Corolla</model>
      <stock>S123</stock>
    </vehicle>
    <customer>
      <contact primarycontact="1">
        <name part="first">Jo</name>
        <name part="last">Citizen</name>
        <email>jo@example.com</email>
        <phone type="voice">0400 000 000</phone>
        <address>
          <postalcode>2000</postalcode>
        </address>
      </contact>
      <comments>Is it still available?
Enquiry: Vehicle Enquiry
Also interested in: Finance</comments>
    </customer>
    <vendor>
      <id source="Harbour Motor Group">17</id>
      <vendorname>Harbour Toyota</vendorname>
      <contact>
        <name part="full">Harbour Toyota</name>
        <email>sales@harbour.example</email>
        <phone type="voice">02 9000 0000</phone>
      </contact>
    </vendor>
    <provider>
      <name part="full">Harbour Motor Group</name>
      <service>Website</service>
      <url>https://cars.harbour.example</url>
    </provider>
  </prospect>
</adf>
`);
  });

  it("adds the year, VIN, trim, odometer and price of the car while the stock lists it", () => {
    const xml = leadAdf({ ...lead, payload: { name: "Jo", car_id: "123" } }, parties, {
      year: 2023,
      make: "Kia",
      model: "Cerato",
      badge: "S",
      vin: "KNAF000000000001",
      stocknum: "K42",
      km: 12000,
      price: 24990,
    });
    expect(xml).toContain(`    <vehicle interest="buy">
      <id source="car_id">123</id>
      <year>2023</year>
      <make>Kia</make>
      <model>Cerato</model>
      <vin>KNAF000000000001</vin>
      <stock>K42</stock>
      <trim>S</trim>
      <odometer units="km">12000</odometer>
      <price type="asking" currency="AUD">24990</price>
    </vehicle>`);
  });

  it("escapes what a shopper typed and drops characters XML cannot hold", () => {
    const xml = leadAdf(
      {
        ...lead,
        payload: { name: `<b>"Jo" & 'Al'</b>`, email: "a@b.co", message: "bell\u0007 ]]> end" },
      },
      { ...parties, vendor: { name: "R&R Motors" } },
    );
    expect(xml).toContain(
      '<name part="first">&lt;b&gt;&quot;Jo&quot; &amp; &apos;Al&apos;&lt;/b&gt;</name>',
    );
    expect(xml).toContain("<comments>bell ]]&gt; end\n");
    expect(xml).toContain("<vendorname>R&amp;R Motors</vendorname>");
    expect(xml).not.toContain("\u0007");
  });

  it("leaves the vehicle out of a lead about no car, and marks a test drive's interest", () => {
    const general = leadAdf({ ...lead, payload: { name: "Jo", phone: "0400000000" } }, parties);
    expect(general).not.toContain("<vehicle");
    const testDrive = leadAdf(
      { ...lead, category: "Test Drive", payload: { name: "Jo", car_id: 9 } },
      parties,
    );
    expect(testDrive).toContain('<vehicle interest="test-drive">');
    expect(testDrive).toContain('<id source="car_id">9</id>');
  });

  it("tells the dealer a test drive's preferred time and the car offered in trade", () => {
    const xml = leadAdf(
      {
        ...lead,
        category: "Trade In",
        payload: {
          name: "Jo",
          preferred_date: "2026-12-01",
          preferred_time: "10:30",
          trade_in: {
            make: "Mazda",
            model: "CX-5",
            year: 2019,
            km: 84000,
            rego: "ABC123",
            rego_state: "NSW",
          },
        },
      },
      parties,
    );
    expect(xml).toContain("Preferred time: 2026-12-01 10:30");
    expect(xml).toContain("Trade-in: 2019 Mazda CX-5, 84000 km, rego ABC123 NSW");
  });
});
