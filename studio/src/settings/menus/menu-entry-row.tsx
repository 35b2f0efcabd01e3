import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { Checkbox } from "@storefront/design-system/ui/checkbox/checkbox.tsx";
import {
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
} from "@storefront/design-system/ui/field/field.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { Select } from "@storefront/design-system/ui/select/select.tsx";
import { navigationItem, plainErrors } from "@storefront/schemas";
import type { ReactNode } from "react";
import { IndentIcon, OutdentIcon, PlusIcon, TrashIcon } from "../../forms/icons.tsx";
import { RowAction } from "../../forms/lists/row-action.tsx";
import { MenuLevel } from "./menu-level.tsx";
import {
  addNode,
  kindOf,
  type MenuKind,
  type MenuNode,
  nestNode,
  nestTarget,
  pathOfNode,
  placeOf,
  removeNode,
  setKind,
  toItems,
  unnestNode,
  updateNode,
} from "./menu-tree.ts";
import { type EntryPart, useMenuTree } from "./menu-tree-context.ts";

const kindLabels: Record<MenuKind, string> = {
  link: "Link",
  dropdown: "Dropdown",
  models: "Models dropdown",
  stock: "Stock dropdown",
};

/** The entry's own faults (its dropdown's entries report theirs), by field. */
function ownIssues(node: MenuNode): Record<"entry" | "name" | "url", string | undefined> {
  const result = navigationItem.safeParse(toItems([node])[0], { error: plainErrors });
  const issues = result.success ? [] : result.error.issues;
  const at = (key: string | undefined) =>
    issues.find((issue) => (key ? issue.path[0] === key : issue.path.length === 0))?.message;
  return { entry: at(undefined), name: at("name"), url: at("url") };
}

/** The faults the marketer should see now: none in a new entry's field until it is left. */
function shownIssues(node: MenuNode, shows: (field: EntryPart) => boolean): EntryIssues {
  const issues = ownIssues(node);
  return {
    entry: shows("entry") ? issues.entry : undefined,
    name: shows("name") ? issues.name : undefined,
    url: shows("url") ? issues.url : undefined,
  };
}

type EntryIssues = ReturnType<typeof ownIssues>;

type MenuEntryRowProps = { node: MenuNode; controls: ReactNode };

/** One menu entry: name, type, URL, emphasis, nesting buttons, and its dropdown's entries. */
export function MenuEntryRow({ node, controls }: MenuEntryRowProps) {
  const { nodes, pointer, problemAt, shows, leave } = useMenuTree();
  const kind = kindOf(node);
  const at = `${pointer}/${(pathOfNode(nodes, node.id) ?? []).join("/")}`;
  const issues = shownIssues(node, (field) => shows(node.id, field));
  const name = node.name || "Unnamed entry";
  const entryProblem = shows(node.id, "entry") ? (issues.entry ?? problemAt(at)) : undefined;

  return (
    <fieldset
      data-pointer={at}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) leave(node.id, "entry");
      }}
      className="grid min-w-0 gap-2 rounded-md border border-border bg-card p-2"
    >
      <legend className="sr-only">Menu entry: {name}</legend>
      <MenuEntryFields node={node} kind={kind} at={at} issues={issues} />
      <div className="flex flex-wrap items-center gap-1">
        {controls}
        <MenuEntryButtons node={node} name={name} />
      </div>
      {entryProblem ? (
        <p data-slot="field-error" className="font-medium text-danger text-sm">
          {entryProblem}
        </p>
      ) : null}
      {kind === "dropdown" ? <DropdownEntries node={node} name={name} /> : null}
    </fieldset>
  );
}

type MenuEntryFieldsProps = {
  node: MenuNode;
  kind: MenuKind;
  /** The entry's JSON pointer in the draft. */
  at: string;
  issues: EntryIssues;
};

/** The entry's own fields: name, type, URL (links only) and emphasis. */
function MenuEntryFields({ node, kind, at, issues }: MenuEntryFieldsProps) {
  const { nodes, change, problemAt, shows, leave } = useMenuTree();
  const shown = (field: EntryPart, message: string | undefined) =>
    shows(node.id, field) ? message : undefined;
  const update = (patch: Partial<MenuNode>) =>
    change(updateNode(nodes, node.id, patch), { typing: true });

  return (
    <div className="flex flex-wrap items-start gap-2">
      <Field className="min-w-40 flex-1 gap-1" data-pointer={`${at}/name`}>
        <FieldLabel>Name</FieldLabel>
        <FieldControl>
          <Input
            data-node={node.id}
            data-action="name"
            value={node.name}
            onChange={(event) => update({ name: event.target.value })}
            onBlur={() => leave(node.id, "name")}
          />
        </FieldControl>
        <FieldError>{issues.name ?? shown("name", problemAt(`${at}/name`))}</FieldError>
      </Field>
      <Field className="w-56 gap-1">
        <FieldLabel>Type</FieldLabel>
        <FieldControl>
          <Select
            value={kind}
            onChange={(event) => change(setKind(nodes, node.id, event.target.value as MenuKind))}
          >
            {Object.entries(kindLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </FieldControl>
      </Field>
      {kind === "link" ? (
        <Field className="min-w-40 flex-1 gap-1" data-pointer={`${at}/url`}>
          <FieldLabel>URL</FieldLabel>
          <FieldControl>
            <Input
              inputMode="url"
              placeholder="/finance"
              value={node.url ?? ""}
              onChange={(event) => update({ url: event.target.value })}
              onBlur={() => leave(node.id, "url")}
            />
          </FieldControl>
          <FieldError>{issues.url ?? shown("url", problemAt(`${at}/url`))}</FieldError>
        </Field>
      ) : null}
      <div className="flex h-16 items-center gap-2 pt-5 text-sm">
        <Checkbox
          id={`${node.id}-emphasised`}
          checked={node.emphasised === true}
          onCheckedChange={(checked) =>
            change(updateNode(nodes, node.id, { emphasised: checked === true || undefined }))
          }
        />
        <label htmlFor={`${node.id}-emphasised`}>Emphasised</label>
      </div>
    </div>
  );
}

/** Nest the entry under the one above, move it out of its dropdown, or remove it. */
function MenuEntryButtons({ node, name }: { node: MenuNode; name: string }) {
  const { nodes, change } = useMenuTree();
  const place = placeOf(nodes, node.id);
  const target = nestTarget(nodes, node.id);
  return (
    <>
      <RowAction
        label={target ? `Nest ${name} under ${target.name || "the entry above"}` : `Nest ${name}`}
        size="sm"
        disabled={!target}
        data-node={node.id}
        data-action="nest"
        onClick={() => change(nestNode(nodes, node.id), { focus: { id: node.id, action: "nest" } })}
      >
        <IndentIcon />
      </RowAction>
      <RowAction
        label={place?.parent ? `Move ${name} out of ${place.parent.name}` : `Move ${name} out`}
        size="sm"
        disabled={!place?.parent}
        data-node={node.id}
        data-action="unnest"
        onClick={() =>
          change(unnestNode(nodes, node.id), { focus: { id: node.id, action: "unnest" } })
        }
      >
        <OutdentIcon />
      </RowAction>
      <RowAction
        label={`Remove ${name}`}
        size="sm"
        onClick={() => change(removeNode(nodes, node.id))}
      >
        <TrashIcon />
      </RowAction>
    </>
  );
}

/** A dropdown's entries, and a button adding one. */
function DropdownEntries({ node, name }: { node: MenuNode; name: string }) {
  const { nodes, change, newId } = useMenuTree();
  return (
    <div className="grid gap-2 border-border border-l-2 pl-3">
      {node.dropdown?.length ? (
        <MenuLevel nodes={node.dropdown} label={`${name} dropdown`} />
      ) : (
        <p className="text-muted-foreground text-sm">This dropdown has no entries yet.</p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => {
          const id = newId();
          change(addNode(nodes, node.id, { id, name: "", url: "" }), {
            focus: { id, action: "name" },
            added: id,
          });
        }}
      >
        <PlusIcon />
        Add an entry to {name}
      </Button>
    </div>
  );
}
