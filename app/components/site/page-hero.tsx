/**
 * The banner at the top of the inner public pages: eyebrow, the page's one <h1> and an intro,
 * on a brand gradient (no picture, so nothing to wait for and nothing to shift).
 * `centered` (about, services, contact) sits over a soft wave; `list` (destinations, tours)
 * lines up with the filter form and the grid of cards below it, and names its region.
 */
export function PageHero({
  eyebrow,
  title,
  text,
  layout = "centered",
}: {
  eyebrow?: string;
  title: string;
  text?: string;
  layout?: "centered" | "list";
}) {
  const list = layout === "list";
  return (
    <section
      aria-labelledby={list ? "page-title" : undefined}
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      {list ? null : (
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 800 200"
          preserveAspectRatio="none"
          className="absolute inset-x-0 bottom-0 h-16 w-full text-white/5"
        >
          <path d="M0 200L0 120Q200 40 400 110T800 80L800 200Z" fill="currentColor" />
        </svg>
      )}
      <div
        className={
          list
            ? "relative mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8"
            : "relative mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-20"
        }
      >
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{eyebrow}</p> : null}
        <h1
          id={list ? "page-title" : undefined}
          className={
            list
              ? "mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl"
              : "text-4xl font-bold tracking-tight sm:text-5xl"
          }
        >
          {title}
        </h1>
        {text ? <p className={list ? "mt-4 max-w-2xl text-lg text-white/90" : "max-w-2xl text-lg text-brand-100"}>{text}</p> : null}
      </div>
    </section>
  );
}
