import { useRouteLoaderData } from "react-router";
import { COMPANY } from "~/content/company";

/**
 * The company name as admins set it (site content, issue #11), for titles rendered in a page's
 * body; the compiled name where the public layout has no data (its own error page).
 */
export function useCompanyName(): string {
  const layout = useRouteLoaderData("routes/public/layout") as { contact?: { companyName?: string } } | undefined;
  return layout?.contact?.companyName ?? COMPANY.name;
}
