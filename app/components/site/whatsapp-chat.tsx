import { MessageCircle } from "lucide-react";
import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { useTranslations } from "use-intl";
import { whatsAppHref } from "~/domain/offices";
import { unlocalizedPath } from "~/domain/locale";
import { absoluteUrl } from "./seo";

/*
 * WhatsApp click-to-chat (issue #23): plain https://wa.me links with a message already written
 * in the visitor's language, naming the page or the tour. No script or picture from WhatsApp,
 * so the Content-Security-Policy stays as it is.
 */

const NAV_PAGES = {
  "": "home",
  about: "about",
  destinations: "destinations",
  tours: "tours",
  services: "services",
  contact: "contact",
} as const;

type TitledData = { tour?: { id: string; title: string }; destination?: { title: string } };

/** This page's absolute address, as the visitor would share it. */
function usePageUrl(): string {
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  return absoluteUrl(root?.siteUrl ?? "", pathname);
}

/** The message for this page: the tour (its title and code), else the page's name, in the visitor's language. */
function usePageMessage(company: string): string {
  const t = useTranslations("whatsapp");
  const nav = useTranslations("site.nav");
  const matches = useMatches();
  const { pathname } = useLocation();
  const url = usePageUrl();
  const data = matches.at(-1)?.loaderData as TitledData | undefined;
  if (data?.tour) return t("tourMessage", { company, tour: data.tour.title, code: data.tour.id, url });
  const first = unlocalizedPath(pathname).split("/")[1] ?? "";
  const page = data?.destination
    ? data.destination.title
    : Object.hasOwn(NAV_PAGES, first)
      ? nav(NAV_PAGES[first as keyof typeof NAV_PAGES])
      : first === "enquire" || first === "quote"
        ? t(`pages.${first}`)
        : t("pages.other");
  return t("pageMessage", { company, page, url });
}

/**
 * The chat button of every public page: on phones a compact link in the top bar (a floating
 * button would sit over the text), from the sm breakpoint a round button in the bottom corner,
 * with room left under the footer so that it never covers the page's last lines.
 */
export function WhatsAppChat({ number, company, variant }: { number: string; company: string; variant: "floating" | "inline" }) {
  const t = useTranslations("whatsapp");
  const href = whatsAppHref(number, usePageMessage(company));
  if (variant === "inline") {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("chatLabel")}
        data-testid="whatsapp-inline"
        className="inline-flex items-center gap-1.5 rounded-sm font-semibold hover:underline"
      >
        <MessageCircle aria-hidden className="size-4 shrink-0 text-accent-400" />
        {t("chat")}
      </a>
    );
  }
  // In a landmark of its own, so that a screen reader's list of regions finds it.
  return (
    <aside aria-label={t("chat")} className="contents">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("chatLabel")}
        title={t("chatLabel")}
        data-testid="whatsapp-floating"
        className="fixed end-5 bottom-5 z-40 hidden size-14 items-center justify-center rounded-full bg-[#1f7a4d] text-white shadow-lg ring-2 ring-white hover:bg-[#196541] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 sm:flex print:hidden"
      >
        <MessageCircle aria-hidden className="size-7" />
      </a>
    </aside>
  );
}

/** Beside a tour's price: ask about this tour, its title and code already written. */
export function TourWhatsApp({ number, company, tour }: { number: string; company: string; tour: { id: string; title: string } }) {
  const t = useTranslations("whatsapp");
  const url = usePageUrl();
  const href = whatsAppHref(number, t("tourMessage", { company, tour: tour.title, code: tour.id, url }));
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="tour-whatsapp"
      className="flex w-full items-center justify-center gap-2 rounded-lg border-2 border-[#1f7a4d] px-4 py-2.5 font-semibold text-[#1f7a4d] hover:bg-green-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 print:hidden"
    >
      <MessageCircle aria-hidden className="size-5 shrink-0" />
      {t("tourButton")}
    </a>
  );
}
