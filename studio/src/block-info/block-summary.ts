import { type BlockInstanceInput, blockProps, isBlockType } from "@storefront/schemas";
import { fieldTitles } from "./schema-titles.ts";

const maxLength = 90;

const clip = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
};

function describe(value: unknown): string | undefined {
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? "" : "s"}`;
  return undefined;
}

/**
 * One line about a block's settings for its card: its first text (title, message, body...), or
 * else its first two other settings ("Tiles for: make · Most tiles: 12"). Defaults count.
 */
export function blockSummary(block: BlockInstanceInput): string {
  if (!isBlockType(block.type)) return "";
  const schema = blockProps[block.type];
  const parsed = schema.safeParse(block.props ?? {});
  const values: Record<string, unknown> = parsed.success
    ? parsed.data
    : ((block.props ?? {}) as Record<string, unknown>);
  const keys = Object.keys(schema.shape);
  const text = keys
    .map((key) => values[key])
    .find((value) => typeof value === "string" && value.trim());
  if (typeof text === "string") return clip(text);
  const parts = keys.flatMap((key) => {
    const value = values[key];
    const shown = typeof value === "string" ? value : describe(value);
    return shown === undefined || shown === ""
      ? []
      : [`${fieldTitles(schema, [key])[0]}: ${shown}`];
  });
  return clip(parts.slice(0, 2).join(" · "));
}
