import { Award, CircleCheck, Compass, Map, Target, Users } from "lucide-react";
import type { Route } from "./+types/about";
import { PageHero } from "~/components/site/page-hero";
import { SectionHeading } from "~/components/site/section-heading";
import { metaTexts, pageMeta } from "~/components/site/seo";
import { TeamCard } from "~/components/site/team-card";
import { useTranslations } from "use-intl";
import { STATS, type StatItem } from "~/content/stats";
import { TEAM } from "~/content/team";

const STAT_ICONS: Record<StatItem["icon"], typeof Map> = { map: Map, compass: Compass, award: Award, users: Users };

/** The Who We Are list's message keys (app/messages, `about`). */
const CLAIMS = ["claim1", "claim2", "claim3", "claim4", "claim5", "claim6"] as const;

export default function About() {
  const t = useTranslations("about");
  return (
    <main id="main">
      <PageHero eyebrow={t("eyebrow")} title={t("title")} text={t("text")} />

      <section
        aria-labelledby="about-story"
        className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8"
      >
        <div className="flex flex-col gap-5">
          <SectionHeading id="about-story" title={t("storyTitle")} align="start" />
          {(["story1", "story2"] as const).map((paragraph) => (
            <p key={paragraph} className="text-lg leading-relaxed text-muted">
              {t(paragraph)}
            </p>
          ))}
        </div>
        <img
          src="/images/about.svg"
          alt=""
          width={1600}
          height={900}
          decoding="async"
          className="aspect-video w-full rounded-2xl object-cover shadow-lg"
        />
      </section>

      <section aria-labelledby="about-stats" className="bg-brand-800 text-white">
        <h2 id="about-stats" className="sr-only">
          {t("statsTitle")}
        </h2>
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
          {STATS.map((stat) => {
            const Icon = STAT_ICONS[stat.icon];
            return (
              <div key={stat.label} className="flex flex-col items-center gap-2 text-center">
                <Icon aria-hidden className="size-8 text-accent-400" />
                <dt className="order-last text-brand-100">{t(stat.label)}</dt>
                <dd className="text-3xl font-bold sm:text-4xl">{stat.value}</dd>
              </div>
            );
          })}
        </dl>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <section aria-labelledby="about-mission" className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-8">
          <Target aria-hidden className="size-10 text-brand-700" />
          <h2 id="about-mission" className="text-2xl font-bold text-ink">
            {t("missionTitle")}
          </h2>
          <p className="text-lg leading-relaxed text-ink">{t("mission")}</p>
        </section>
        <section aria-labelledby="about-who" className="flex flex-col gap-4 rounded-2xl border border-gray-200 p-8">
          <h2 id="about-who" className="text-2xl font-bold text-ink">
            {t("whoWeAreTitle")}
          </h2>
          <ul className="flex flex-col gap-3">
            {CLAIMS.map((claim) => (
              <li key={claim} className="flex gap-2.5 text-ink">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {t(claim)}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="about-team" className="render-on-view bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading id="about-team" title={t("teamTitle")} text={t("teamText")} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {TEAM.map((member) => (
              <li key={member.name}>
                <TeamCard member={member} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  return pageMeta(matches, {
    ...metaTexts(matches, "about"),
    path: "/about",
    image: "/images/about.svg",
  });
};
