import { useTranslations } from "use-intl";
import type { SiteContent } from "~/domain/site-content";

/** A team member as the site content holds them, in the page's language. */
export type TeamMember = SiteContent["team"]["members"][number];

/** A team member: portrait, name, role and a short bio. */
export function TeamCard({ member }: { member: TeamMember }) {
  const t = useTranslations("about");
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white text-center shadow-sm">
      <img
        src={member.image}
        alt={t("portraitAlt", { name: member.name })}
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-5">
        <h3 className="text-lg font-semibold text-ink">{member.name}</h3>
        <p className="text-sm font-medium text-brand-700">{member.role}</p>
        <p className="mt-2 text-sm text-muted">{member.bio}</p>
      </div>
    </article>
  );
}
