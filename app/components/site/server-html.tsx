/**
 * Markup the server rendered in full with `renderStaticHtml` (app/server/platform/static-html.server.tsx):
 * the browser gets it as HTML and none of the code that made it. Only ever given markup React
 * rendered on the server, never text from a request or the database as such.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
