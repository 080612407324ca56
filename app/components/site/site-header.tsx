import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { PUBLIC_NAV } from "~/content/company";
import { BOOK_NOW_PATH } from "~/content/site";
import { BrandMark } from "./brand-mark";
import { CurrencySwitcher, useCurrencySwitcher } from "./currency-switcher";
import { LanguageSwitcher } from "./language-switcher";
import { linkButton, loadsDocument } from "./link-styles";
import { useLocalizedPath } from "./use-localized-path";
import { useHydrated } from "~/components/ui/use-hydrated";

const DESKTOP_LINK =
  "rounded-md px-3 py-2 font-medium text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";
const MOBILE_LINK =
  "block rounded-md px-3 py-3 text-lg font-medium text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700";

/**
 * The toggle without JavaScript, sized like its summary: while the HTML is still arriving the
 * browser may paint the <details> before its <summary>, with a "Details" label of its own, and
 * the header's right side would move when the summary comes (a layout shift).
 */
const MENU_DETAILS = "group ms-auto size-11 shrink-0 lg:hidden";

function NavLinks({ linkClass, onNavigate }: { linkClass: string; onNavigate?: () => void }) {
  const t = useTranslations("site.nav");
  const localized = useLocalizedPath();
  return (
    <>
      {PUBLIC_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={localized(item.to)}
            end={item.to === "/"}
            prefetch="intent"
            reloadDocument={loadsDocument(item.to)}
            className={linkClass}
            onClick={onNavigate}
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/**
 * From the lg breakpoint, the language and currency switchers fold into one small disclosure
 * ("FR · XOF") so that the header stays on one line in every language; a <details>, so it opens
 * without JavaScript. The mobile menu shows both switchers as they are.
 */
function Preferences() {
  const t = useTranslations("site.header");
  const locale = useLocale();
  const currency = useCurrencySwitcher()?.current;
  return (
    <details className="group relative hidden shrink-0 lg:block">
      <summary className="flex h-9 cursor-pointer list-none items-center gap-1 rounded-lg border border-gray-300 px-3 text-sm font-semibold text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{t("preferences")}: </span>
        {locale.toUpperCase()}
        {currency ? ` · ${currency}` : null}
      </summary>
      <div className="absolute end-0 top-full mt-2 w-64 space-y-3 rounded-lg border border-gray-200 bg-white p-4 shadow-lg">
        <LanguageSwitcher className="" listClassName="flex flex-wrap gap-1" />
        <CurrencySwitcher className="flex flex-wrap border-t border-gray-200 pt-3" />
      </div>
    </details>
  );
}

/**
 * The public header: brand, navigation (current page marked with aria-current), Book Now,
 * and below the lg breakpoint a menu toggle. Without JavaScript the toggle is a
 * <details> element, so the menu still opens; once React runs it becomes a button with
 * aria-expanded that closes on Escape, on a link click and on navigation.
 */
export function SiteHeader({ companyName }: { companyName: string }) {
  const menuId = useId();
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const t = useTranslations("site.header");
  const localized = useLocalizedPath();
  const bookNowHref = localized(BOOK_NOW_PATH);

  // Going to another page closes the menu (set while rendering, so the new page never shows it open).
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const mobileMenu = (
    <nav aria-label={t("mobileNavLabel")} className="border-t border-gray-200 bg-white px-4 pb-4 pt-2 shadow-lg">
      <ul className="flex flex-col gap-1">
        <NavLinks linkClass={MOBILE_LINK} onNavigate={() => setOpen(false)} />
      </ul>
      <Link
        to={bookNowHref}
        reloadDocument={loadsDocument(bookNowHref)}
        className={`${linkButton("accent", { display: "flex" })} mt-3 w-full`}
        onClick={() => setOpen(false)}
      >
        {t("bookNow")}
      </Link>
      <CurrencySwitcher className="mt-3 flex" />
      <LanguageSwitcher className="mt-3 border-t border-gray-200 pt-3" listClassName="flex justify-center gap-2" />
    </nav>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={localized("/")} className="flex items-center gap-2.5 rounded-md" aria-label={t("homeLabel")}>
          <BrandMark className="size-9 shrink-0" />
          <span className="text-lg font-bold tracking-tight text-brand-800">{companyName}</span>
        </Link>

        <nav aria-label={t("navLabel")} className="ms-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavLinks linkClass={DESKTOP_LINK} />
          </ul>
        </nav>
        <Preferences />
        <Link
          to={bookNowHref}
          reloadDocument={loadsDocument(bookNowHref)}
          className={linkButton("accent", { size: "sm", display: "hidden lg:inline-flex" })}
        >
          {t("bookNow")}
        </Link>

        {enhanced ? (
          <button
            ref={toggle}
            type="button"
            className="ms-auto inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t("closeMenu") : t("openMenu")}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        ) : (
          <details className={MENU_DETAILS}>
            <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <Menu aria-hidden className="size-6 group-open:hidden" />
              <X aria-hidden className="hidden size-6 group-open:block" />
              <span className="sr-only">{t("menu")}</span>
            </summary>
            <div className="absolute inset-x-0 top-16">{mobileMenu}</div>
          </details>
        )}
      </div>
      {enhanced ? (
        <div id={menuId} hidden={!open} className="absolute inset-x-0 top-16 lg:hidden">
          {mobileMenu}
        </div>
      ) : null}
    </header>
  );
}
