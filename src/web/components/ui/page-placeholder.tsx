/** A screen whose content arrives with its own feature: its heading and one line saying what it will hold. */
export function PagePlaceholder({ heading, description }: { heading: string; description: string }) {
  return (
    <section aria-labelledby="page-heading" className="space-y-2">
      <h2 id="page-heading" className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="text-slate-600 dark:text-slate-300">{description}</p>
    </section>
  );
}
