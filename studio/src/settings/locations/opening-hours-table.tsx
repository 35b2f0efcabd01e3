import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { Select } from "@storefront/design-system/ui/select/select.tsx";
import { mondayFirst, weekdayNames } from "@storefront/rules/locations/weekdays";
import type { OpeningHour } from "@storefront/schemas";
import { useId } from "react";
import { get, useFormState } from "react-hook-form";
import { FieldsetFrame } from "../../forms/frame/field-frame.tsx";
import type { FieldNode, FieldPath } from "../../forms/schema/field-node.ts";
import { fieldName } from "../../forms/schema/value-paths.ts";
import { useSchemaForm } from "../../forms/schema-form-context.ts";
import { useContainerField } from "../../forms/use-schema-field.ts";
import {
  copyMondayToWeekdays,
  type DayStatus,
  dayStatus,
  entryIndex,
  setDayStatus,
  setDayTime,
} from "./opening-hours.ts";

type Hour = Partial<OpeningHour> & { weekday: number };

/**
 * A location's opening hours as a Monday-to-Sunday table: each day open (with its times),
 * closed, or not set.
 */
export function OpeningHoursTable({ node, path }: { node: FieldNode; path: FieldPath }) {
  const id = useId();
  const context = useSchemaForm();
  const field = useContainerField(node, path, { problemsWithin: true });
  const { errors } = useFormState({ control: context.form.control, name: fieldName(path) });
  const hours = (Array.isArray(field.value) ? field.value : []) as Hour[];

  const dayError = (weekday: number) => {
    const index = entryIndex(hours, weekday);
    if (index < 0) return undefined;
    const at = [...path, index];
    const message = (key: string) =>
      (get(errors, fieldName([...at, key])) as { message?: string } | undefined)?.message;
    return (
      message("open") ??
      message("close") ??
      context.problemAt(context.pointerOf(at), { within: true })
    );
  };

  return (
    <FieldsetFrame node={node} pointer={field.pointer} error={field.error} changed={false}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{node.label}, Monday to Sunday</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 pr-2 font-medium">
              Day
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Status
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Opens
            </th>
            <th scope="col" className="py-1 font-medium">
              Closes
            </th>
          </tr>
        </thead>
        <tbody>
          {mondayFirst.map((weekday) => {
            const day = weekdayNames[weekday];
            const status = dayStatus(hours, weekday);
            const hour = hours[entryIndex(hours, weekday)];
            const error = dayError(weekday);
            const errorId = `${id}-${weekday}-error`;
            const describedBy = error ? errorId : undefined;
            return (
              <tr
                key={weekday}
                data-pointer={hour ? `${field.pointer}/${entryIndex(hours, weekday)}` : undefined}
                className="border-border border-t align-top"
              >
                <th scope="row" className="py-2 pr-2 text-left font-medium">
                  {day}
                </th>
                <td className="py-2 pr-2">
                  <Select
                    aria-label={`${day} status`}
                    value={status}
                    onChange={(event) =>
                      field.set(setDayStatus(hours, weekday, event.target.value as DayStatus))
                    }
                  >
                    <option value="unset">Not set</option>
                    <option value="Open">Open</option>
                    <option value="Closed">Closed</option>
                  </Select>
                </td>
                {(["open", "close"] as const).map((which) => (
                  <td key={which} className="py-2 pr-2">
                    <Input
                      type="time"
                      aria-label={`${day} ${which === "open" ? "opens" : "closes"}`}
                      aria-describedby={describedBy}
                      aria-invalid={error ? true : undefined}
                      disabled={status !== "Open"}
                      value={hour?.[which] ?? ""}
                      onChange={(event) =>
                        field.set(
                          setDayTime(hours, weekday, which, event.target.value || undefined),
                        )
                      }
                    />
                    {which === "close" && error ? (
                      <p
                        id={errorId}
                        data-slot="field-error"
                        className="mt-1 font-medium text-danger"
                      >
                        {error}
                      </p>
                    ) : null}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={dayStatus(hours, 1) === "unset"}
        onClick={() => field.set(copyMondayToWeekdays(hours))}
      >
        Copy Monday's hours to Tuesday to Friday
      </Button>
    </FieldsetFrame>
  );
}
