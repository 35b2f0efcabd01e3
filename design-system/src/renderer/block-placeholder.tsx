import { TriangleAlertIcon } from "lucide-react";

type BlockPlaceholderProps = { title: string; details?: string[]; blockId?: string | undefined };

/** Shown in preview in place of a block that cannot render; production skips such blocks. */
export function BlockPlaceholder({ title, details = [], blockId }: BlockPlaceholderProps) {
  return (
    <div
      data-slot="block-placeholder"
      data-block-id={blockId}
      role="note"
      className="mx-auto my-4 flex max-w-5xl gap-3 rounded-lg border-2 border-warning border-dashed bg-card p-4 text-card-foreground"
    >
      <TriangleAlertIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1 text-sm">
        <p className="font-semibold">{title}</p>
        {details.map((detail) => (
          <p key={detail} className="text-muted-foreground">
            {detail}
          </p>
        ))}
      </div>
    </div>
  );
}
