import type { ReactNode } from "react";
import { COMPANY } from "~/content/company";

/** The sign-in pages' frame: the agency's name back to the site, the step's heading and intro, then the step. */
export function SignInShell({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center bg-gray-50 px-4 py-10">
      <div className="w-full max-w-sm space-y-6">
        <div className="space-y-2 text-center">
          <a href="/" className="inline-block rounded-sm text-lg font-semibold text-brand-800">
            {COMPANY.name}
          </a>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
          <p className="text-sm text-muted">{intro}</p>
        </div>
        {children}
      </div>
    </main>
  );
}

/** The sign-in pages' headers: never indexed or stored, and a throttled answer's Retry-After passed on. */
export function signInHeaders(actionHeaders: Headers): Headers {
  const headers = new Headers({ "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
