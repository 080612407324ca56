/** A section's eyebrow, heading and intro, centred by default. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = "center",
  tone = "light",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
  align?: "center" | "start";
  tone?: "light" | "dark";
}) {
  return (
    <div className={`flex max-w-2xl flex-col gap-3 ${align === "center" ? "mx-auto text-center" : "text-start"}`}>
      {eyebrow ? (
        <p className={`text-sm font-semibold uppercase tracking-wider ${tone === "dark" ? "text-accent-400" : "text-accent-700"}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`text-3xl font-bold tracking-tight sm:text-4xl ${tone === "dark" ? "text-white" : "text-ink"}`}>
        {title}
      </h2>
      {text ? <p className={`text-lg ${tone === "dark" ? "text-brand-100" : "text-muted"}`}>{text}</p> : null}
    </div>
  );
}
