import { siteDefinitionJsonSchema, vehicleRecordJsonSchema } from "./json-schemas.ts";
import { settingsDoc } from "./settings-doc.ts";

/** Files under schemas/ rendered from the zod schemas; a test fails when one is stale. */
export const generatedArtifacts = {
  "generated/site-definition.schema.json": siteDefinitionJsonSchema,
  "generated/vehicle-record.schema.json": vehicleRecordJsonSchema,
  "SETTINGS.md": settingsDoc,
};
