import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The pieces every public page shows (layout, cards, their texts and helpers). Listed by name
// because anything else under app/ may import zod or admin code, which public pages must not load.
const PUBLIC_SHARED = new RegExp(
  String.raw`app[\\/](` +
    [
      String.raw`components[\\/]site[\\/](site-header|site-footer|top-bar|skip-link|brand-mark|link-styles|section-heading|page-hero|stars|tour-card|catalogue-image|catalogue-card-styles|seo|not-found|error-id|route-error|language-switcher|use-localized-path|server-html|control-styles)\.tsx?$`,
      String.raw`content[\\/](company|site|catalogue-cards|plural)\.ts$`,
      String.raw`domain[\\/](catalogue|money|locale|offices|departures)\.ts$`,
      // The header's hook, which every public page runs.
      String.raw`components[\\/]ui[\\/]use-hydrated\.ts$`,
    ].join("|") +
    ")" +
    // The icons of the header, top bar and footer, which every public page shows: in the same
    // chunk rather than a tiny file each.
    String.raw`|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](menu|search|x|message-circle)\.m?js$`,
);

const LIST_PAGES_SHARED = new RegExp(
  String.raw`app[\\/](` +
    [
      String.raw`components[\\/]site[\\/](list-page|filter-fields|url-filter)\.tsx?$`,
      String.raw`components[\\/]ui[\\/]page-links\.tsx$`,
      String.raw`domain[\\/](page-window|filters|currencies|lists)\.ts$`,
    ].join("|") +
    ")",
);

export default defineConfig({
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      // Messages arrive precompiled (server/platform/messages.server.ts), so use-intl needs only its
      // formatter, not the ICU parser (about 9 KB gzip less for the browser).
      { find: /^use-intl\/format-message$/, replacement: "use-intl/format-message/format-only" },
    ],
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React and React Router, which every page loads, in one chunk (taken first, so
              // the group below does not pull them in).
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              // The public site's small shared pieces (layout parts, cards, texts, pure catalogue
              // helpers) in one chunk instead of a dozen tiny ones: fewer requests and better
              // compression on a slow phone. Only modules without zod or admin code qualify,
              // so the public pages still load no admin code.
              name: "site",
              test: PUBLIC_SHARED,
              priority: 1,
              minShareCount: 2,
            },
            {
              // What the two list pages (/tours, /destinations) share beyond that (their filters
              // and page links) in one chunk rather than five. What
              // they import and other pages use too is taken by the group above first.
              name: "lists",
              test: LIST_PAGES_SHARED,
              priority: 0,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  // Built "workers" are ES modules: the tour page's lightbox is one, imported by its address
  // (app/components/site/use-gallery-lightbox.ts).
  worker: { format: "es" },
  // The express app (server/app.ts) is the SSR entry, so the production server is one bundle.
  environments: {
    ssr: {
      // Bundled, so the format-only alias above applies on the server too and it renders the same compiled messages.
      // Its @formatjs/fast-memoize too: left outside, it would be looked for beside build/, where a production
      // install (`npm ci --omit=dev`) has none (only use-intl's own copy, nested under it) and a full one has
      // lighthouse's older major.
      resolve: { noExternal: ["use-intl", "@formatjs/fast-memoize"] },
      build: {
        rolldownOptions: { input: "./server/app.ts" },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
