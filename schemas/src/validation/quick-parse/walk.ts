import { objectOf, recordOf } from "./objects.ts";
import { testOf } from "./zod-checks.ts";
import { type Internals, type Making, notQuick, type Quick } from "./zod-internals.ts";

/** The walk of a type without checks of its own, or undefined to leave it to zod. */
export function walk(internals: Internals, making: Making): Quick | undefined {
  const { compile } = making;
  const { def } = internals;
  if ((def as { coerce?: boolean }).coerce || internals.traits.has("$ZodExactOptional"))
    return undefined;
  switch (def.type) {
    case "string":
      // A plain text type, or a format read here (see testOf); with ownChecks compile runs any
      // other as its own code, or else zod runs it in its parse.
      if (!making.ownChecks && internals.traits.has("$ZodCheck") && !testOf({ _zod: internals }))
        return undefined;
      return (value) => (typeof value === "string" ? value : notQuick);
    case "boolean":
      return (value) => (typeof value === "boolean" ? value : notQuick);
    case "number":
      return (value) => (typeof value === "number" && Number.isFinite(value) ? value : notQuick);
    case "enum":
    case "literal": {
      const values = internals.values!;
      return (value) => (values.has(value) ? value : notQuick);
    }
    case "optional": {
      const inner = compile(def.innerType!);
      if (def.innerType!._zod.optin === "defaulted") return undefined;
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case "nullable": {
      const inner = compile(def.innerType!);
      return (value) => (value === null ? null : inner(value));
    }
    case "prefault": {
      const inner = compile(def.innerType!);
      return (value) => inner(value === undefined ? def.defaultValue : value);
    }
    case "default": {
      const inner = compile(def.innerType!);
      return (value) => {
        if (value === undefined) return def.defaultValue;
        const result = inner(value);
        return result === undefined ? def.defaultValue : result;
      };
    }
    case "array": {
      const element = compile(def.element!);
      if (making.inPlace)
        return (value) => {
          if (!Array.isArray(value)) return notQuick;
          let result: unknown[] | undefined;
          for (let at = 0; at < value.length; at++) {
            const given = value[at];
            const item = element(given);
            if (item === notQuick) return notQuick;
            if (item !== given || !(at in value)) result ??= value.slice(0, at);
            if (result) result[at] = item;
          }
          return result ?? value;
        };
      return (value) => {
        if (!Array.isArray(value)) return notQuick;
        const result = new Array<unknown>(value.length);
        for (let at = 0; at < value.length; at++) {
          const item = element(value[at]);
          if (item === notQuick) return notQuick;
          result[at] = item;
        }
        return result;
      };
    }
    case "union": {
      const options = def.options!.map(compile);
      return (value) => {
        for (const option of options) {
          const result = option(value);
          if (result !== notQuick) return result;
        }
        return notQuick;
      };
    }
    case "pipe": {
      const before = compile(def.in!);
      const after = compile(def.out!);
      return (value) => {
        const result = before(value);
        return result === notQuick ? result : after(result);
      };
    }
    case "record":
      return def.keyType!._zod.def.type === "string" && !def.keyType!._zod.def.checks?.length
        ? recordOf(compile(def.valueType!), making.inPlace)
        : undefined;
    case "object":
      if (!def.catchall) return objectOf(def.shape!, false, making);
      return def.catchall._zod.def.type === "never"
        ? objectOf(def.shape!, true, making)
        : undefined;
    default:
      return undefined;
  }
}
