import type { BlockProps } from "@storefront/schemas";

/** Paragraphs are separated by blank lines; single line breaks stay inside a paragraph. */
function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function RichText({ heading, body }: BlockProps<"rich-text">) {
  const paragraphs = paragraphsOf(body);
  if (!heading && !paragraphs.length) return null;
  return (
    <section data-slot="rich-text" className="mx-auto w-full max-w-3xl px-4 py-6">
      {heading ? <h2 className="mb-3 font-heading font-semibold text-2xl">{heading}</h2> : null}
      <div className="space-y-4 text-base leading-7">
        {paragraphs.map((paragraph, index) => (
          // Paragraph order is the only identity text has.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
