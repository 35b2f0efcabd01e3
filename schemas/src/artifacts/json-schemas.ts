import { z } from "zod";
import { fieldHintKeys } from "../blocks/field-hints.ts";
import { siteDefinition } from "../site/definition.ts";
import { vehicleRecord } from "../stock/vehicle.ts";

export const generatedNotice =
  "Generated from schemas/src by `npm run generate:schemas`; do not edit.";

function render(schema: z.ZodType, id: string, title: string): string {
  const json = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-2020-12",
    // Field hints are for the studio's forms, not JSON Schema keywords.
    override: ({ jsonSchema }) => {
      for (const key of fieldHintKeys) delete (jsonSchema as Record<string, unknown>)[key];
    },
  });
  const { $schema, ...rest } = json as Record<string, unknown>;
  return `${JSON.stringify({ $schema, $id: id, $comment: generatedNotice, title, ...rest }, null, 2)}\n`;
}

export const siteDefinitionJsonSchema = () =>
  render(siteDefinition, "site-definition.schema.json", "Dealer site definition");

export const vehicleRecordJsonSchema = () =>
  render(vehicleRecord, "vehicle-record.schema.json", "Vehicle record (also the search record)");
