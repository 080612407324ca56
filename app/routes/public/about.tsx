import { Award, CircleCheck, Compass, Map, Target, Users } from "lucide-react";
import { visitor } from "~/server/platform/visitor.server";
import type { Route } from "./+types/about";
import { PageHero } from "~/components/site/page-hero";
import { SectionHeading } from "~/components/site/section-heading";
import { metaTexts, pageMeta } from "~/components/site/seo";
import { TeamCard } from "~/components/site/team-card";
import { useTranslations } from "use-intl";
import type { StatIcon } from "~/domain/site-content";
import { translatorFor, pageMessagesFor } from "~/server/platform/messages.server";
import { getRequestSiteContent } from "~/server/platform/site-content.server";

const STAT_ICONS: Record<StatIcon, typeof Map> = { map: Map, compass: Compass, award: Award, users: Users };

/** The story, mission, Who We Are list, stats and team are the site content admins edit (issue #11), in the page's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = visitor(context);
  const { about, team, claims } = await getRequestSiteContent(context, locale);
  // The description names the stored founding years, so it is formatted here (metaTexts reads plain texts).
  const metaDescription = translatorFor(locale)("about.metaDescription", { founded: claims.founded, since: claims.servingSince });
  // The story is paragraphs separated by blank lines.
  const story = about.story
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return {
    story,
    mission: about.mission,
    whoWeAre: about.whoWeAre,
    stats: about.stats,
    team: team.members,
    metaDescription,
    messages: pageMessagesFor(locale, ["about"]),
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { story, mission, whoWeAre, stats, team } = loaderData;
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
          {story.map((paragraph, index) => (
            <p key={index} className="text-lg leading-relaxed text-muted">
              {paragraph}
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
          {stats.map((stat, index) => {
            const Icon = STAT_ICONS[stat.icon];
            return (
              <div key={index} className="flex flex-col items-center gap-2 text-center">
                <Icon aria-hidden className="size-8 text-accent-400" />
                <dt className="order-last text-brand-100">{stat.label}</dt>
                <dd className="text-3xl font-bold sm:text-4xl">
                  {/* "20+" reads left to right in every language (in an Arabic line the + would jump to the front). */}
                  <bdi dir="ltr">{stat.value}</bdi>
                </dd>
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
          <p className="whitespace-pre-line text-lg leading-relaxed text-ink">{mission}</p>
        </section>
        <section aria-labelledby="about-who" className="flex flex-col gap-4 rounded-2xl border border-gray-200 p-8">
          <h2 id="about-who" className="text-2xl font-bold text-ink">
            {t("whoWeAreTitle")}
          </h2>
          <ul className="flex flex-col gap-3">
            {whoWeAre.map((claim, index) => (
              <li key={index} className="flex gap-2.5 text-ink">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {claim}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="about-team" className="render-on-view bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading id="about-team" title={t("teamTitle")} text={t("teamText")} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((member, index) => (
              <li key={index}>
                <TeamCard member={member} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  return pageMeta(matches, {
    ...metaTexts(matches, "about"),
    ...(loaderData ? { description: loaderData.metaDescription } : {}),
    path: "/about",
    image: "/images/about.svg",
  });
};
