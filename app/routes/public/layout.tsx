import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { SkipLink } from "~/components/site/skip-link";
import { TopBar } from "~/components/site/top-bar";
import { listPublicDestinations } from "~/server/public-catalogue.server";

/** How many popular destinations the footer names. */
const FOOTER_DESTINATIONS = 6;

/** The footer's popular destinations are the featured ones; the year comes from the server so hydration agrees. */
export async function loader() {
  const featured = await listPublicDestinations({ featuredOnly: true, limit: FOOTER_DESTINATIONS });
  return {
    footerDestinations: featured.map(({ id, title }) => ({ id, title })),
    year: new Date().getFullYear(),
  };
}

/** The shared public layout. Each page renders its own <main id="main"> and <h1>. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar />
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter destinations={loaderData.footerDestinations} year={loaderData.year} />
    </div>
  );
}
